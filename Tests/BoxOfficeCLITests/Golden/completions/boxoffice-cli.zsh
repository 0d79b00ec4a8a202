#compdef boxoffice-cli
# zsh completion for boxoffice-cli, written by 'boxoffice-cli completions zsh'.

_boxoffice_cli() {
  local context state state_descr line
  typeset -A opt_args
  _arguments -C \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1: :->subcommand' \
    '*:: :->argument'
  case $state in
    subcommand)
      local -a subcommands=(
        'weekly:Show the weekly box-office chart\: the whole week, the weekend or the weekdays.'
        'daily:Show the daily box-office chart.'
        'movie:Show a film'\''s details\: titles, year, runtime, rating, genres, people, companies.'
        'search:Search KOBIS'\''s films by title, director and year.'
        'trend:Show a film'\''s run week by week (or day by day) as bars, from the charts.'
        'browse:Browse the charts, films and searches in a full-screen terminal app.'
        'regions:List the regions --region accepts, with their KOBIS codes.'
        'cache:Show what the reply cache holds, or empty it.'
        'completions:Print a shell'\''s completion script for boxoffice-cli.'
        'help:Show help for a subcommand, or the manual page with --man.'
      )
      _describe -t subcommands subcommand subcommands
      ;;
    argument)
      case $words[1] in
        weekly) _boxoffice_cli_weekly ;;
        daily) _boxoffice_cli_daily ;;
        movie) _boxoffice_cli_movie ;;
        search) _boxoffice_cli_search ;;
        trend) _boxoffice_cli_trend ;;
        browse) _boxoffice_cli_browse ;;
        regions) _boxoffice_cli_regions ;;
        cache) _boxoffice_cli_cache ;;
        completions) _boxoffice_cli_completions ;;
        help) _boxoffice_cli_help ;;
      esac
      ;;
  esac
}

_boxoffice_cli_weekly() {
  _arguments \
    '(-d --date)'{-d+,--date=}'[Any day of the wanted week: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.]:date:(today yesterday last-week)' \
    '(-p --period)'{-p+,--period=}'[The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or weekdays (Monday to Thursday).]:period:(week weekend weekdays)' \
    '(-n --limit)'{-n+,--limit=}'[How many films to show, from 1 to 10.]:n: ' \
    '--nation=[Which films by their nation: all, korean or foreign.]:nation:(all korean foreign)' \
    '--films=[Which films: all, commercial, or diversity (independent and art films).]:films:(all commercial diversity)' \
    '--region=[Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; '\''boxoffice-cli regions'\'' lists them.]:region:(seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong)' \
    '(-f --format)'{-f+,--format=}'[table for people, json (a documented schema, for jq) or csv (RFC 4180).]:format:(table json csv)' \
    '--fields=[The columns to show, in order, in every format: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.]:fields:_sequence compadd - rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings' \
    '--bars[In the table, draw each film'\''s share of the revenue as a bar beside it, the largest share the longest bar; a narrow terminal leaves out Opened and Cumulative before the bars (with --fields, the bars first).]' \
    '--compact[With --format json, write the document on one line.]' \
    '--color=[Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.]:when:(auto always never)' \
    '--sample[Show built-in sample data (invented films and figures) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '(-v --verbose)'{-v,--verbose}'[Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.]' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_daily() {
  _arguments \
    '(-d --date)'{-d+,--date=}'[The day: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.]:date:(today yesterday last-week)' \
    '(-n --limit)'{-n+,--limit=}'[How many films to show, from 1 to 10.]:n: ' \
    '--nation=[Which films by their nation: all, korean or foreign.]:nation:(all korean foreign)' \
    '--films=[Which films: all, commercial, or diversity (independent and art films).]:films:(all commercial diversity)' \
    '--region=[Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; '\''boxoffice-cli regions'\'' lists them.]:region:(seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong)' \
    '(-f --format)'{-f+,--format=}'[table for people, json (a documented schema, for jq) or csv (RFC 4180).]:format:(table json csv)' \
    '--fields=[The columns to show, in order, in every format: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.]:fields:_sequence compadd - rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings' \
    '--bars[In the table, draw each film'\''s share of the revenue as a bar beside it, the largest share the longest bar; a narrow terminal leaves out Opened and Cumulative before the bars (with --fields, the bars first).]' \
    '--compact[With --format json, write the document on one line.]' \
    '--color=[Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.]:when:(auto always never)' \
    '--sample[Show built-in sample data (invented films and figures) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '(-v --verbose)'{-v,--verbose}'[Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.]' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_movie() {
  _arguments \
    '(-f --format)'{-f+,--format=}'[table for people, json (a documented schema, for jq) or csv (RFC 4180).]:format:(table json csv)' \
    '--compact[With --format json, write the document on one line.]' \
    '--color=[Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.]:when:(auto always never)' \
    '--sample[Look in built-in sample data (sixteen invented films) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '(-v --verbose)'{-v,--verbose}'[Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.]' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1:code-or-title:()'
}

_boxoffice_cli_search() {
  _arguments \
    '--director=[Words a director'\''s name contains.]:name: ' \
    '(-y --year)'{-y+,--year=}'[The year of production, YYYY, or a range of years, FROM-TO.]:years: ' \
    '(-n --limit)'{-n+,--limit=}'[How many films a page, from 1 to 100.]:n: ' \
    '--page=[Which page of films, from 1.]:n: ' \
    '(-f --format)'{-f+,--format=}'[table for people, json (a documented schema, for jq) or csv (RFC 4180).]:format:(table json csv)' \
    '--compact[With --format json, write the document on one line.]' \
    '--color=[Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.]:when:(auto always never)' \
    '--sample[Look in built-in sample data (sixteen invented films) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '(-v --verbose)'{-v,--verbose}'[Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.]' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1::text:()'
}

_boxoffice_cli_trend() {
  _arguments \
    '(-d --date)'{-d+,--date=}'[A day of the last period: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.]:date:(today yesterday last-week)' \
    '(-w --weeks)'{-w+,--weeks=}'[How many weeks, the last included, from 1 to 52.]:n: ' \
    '(-p --period)'{-p+,--period=}'[The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or weekdays (Monday to Thursday).]:period:(week weekend weekdays)' \
    '--daily[Follow the film day by day, in the daily charts, instead of by week.]' \
    '--days=[With --daily, how many days, the last included, from 1 to 92.]:n: ' \
    '--nation=[Which films by their nation: all, korean or foreign.]:nation:(all korean foreign)' \
    '--films=[Which films: all, commercial, or diversity (independent and art films).]:films:(all commercial diversity)' \
    '--region=[Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; '\''boxoffice-cli regions'\'' lists them.]:region:(seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong)' \
    '(-f --format)'{-f+,--format=}'[table for people, json (a documented schema, for jq) or csv (RFC 4180).]:format:(table json csv)' \
    '--fields=[The film'\''s figures to show for each period, in order: in JSON and CSV after the period'\''s own keys, in the table beside the bars: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.]:fields:_sequence compadd - rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings' \
    '--compact[With --format json, write the document on one line.]' \
    '--color=[Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.]:when:(auto always never)' \
    '--sample[Follow the film in the built-in sample history (invented films and figures, ISO weeks 2025-W01 to 2025-W10) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '(-v --verbose)'{-v,--verbose}'[Say on standard error what is asked for each period (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing the progress line.]' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1:film:()'
}

_boxoffice_cli_browse() {
  _arguments \
    '(-d --date)'{-d+,--date=}'[A day of the period shown first: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.]:date:(today yesterday last-week)' \
    '(-p --period)'{-p+,--period=}'[The chart shown first: day, week (Monday to Sunday), weekend (Friday to Sunday) or weekdays (Monday to Thursday).]:period:(day week weekend weekdays)' \
    '--nation=[Which films by their nation: all, korean or foreign.]:nation:(all korean foreign)' \
    '--films=[Which films: all, commercial, or diversity (independent and art films).]:films:(all commercial diversity)' \
    '--region=[Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; '\''boxoffice-cli regions'\'' lists them.]:region:(seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong)' \
    '--color=[Color the screen: auto (unless NO_COLOR is set or TERM is dumb), always or never.]:when:(auto always never)' \
    '--sample[Browse built-in sample data (invented films and figures) instead of asking KOBIS: no API key or network needed.]' \
    '--base-url=[The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.]:url: ' \
    '--timeout=[How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.]:seconds: ' \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '--no-cache[Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.]' \
    '--api-key=[The KOBIS API key.]:key: ' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_regions() {
  _arguments \
    '(-f --format)'{-f+,--format=}'[table for people, json (an array of objects with code, name and koreanName) or csv.]:format:(table json csv)' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_cache() {
  local context state state_descr line
  typeset -A opt_args
  _arguments -C \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1: :->subcommand' \
    '*:: :->argument'
  case $state in
    subcommand)
      local -a subcommands=(
        'info:Show where the reply cache is and how many replies it holds.'
        'clear:Remove every stored reply from the cache.'
      )
      _describe -t subcommands subcommand subcommands
      ;;
    argument)
      case $words[1] in
        info) _boxoffice_cli_cache_info ;;
        clear) _boxoffice_cli_cache_clear ;;
      esac
      ;;
  esac
}

_boxoffice_cli_cache_info() {
  _arguments \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_cache_clear() {
  _arguments \
    '--cache-dir=[Where replies are kept.]:dir:_files -/' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]'
}

_boxoffice_cli_completions() {
  _arguments \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '1:shell:(bash zsh fish)'
}

_boxoffice_cli_help() {
  _arguments \
    '--man[Print the manual page of boxoffice-cli, in roff.]' \
    '(- *)'{-V,--version}'[Show the version.]' \
    '(- *)'{-h,--help}'[Show help information.]' \
    '*::subcommand:(weekly daily movie search trend browse regions cache completions help)'
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _boxoffice_cli "$@"
else
  compdef _boxoffice_cli boxoffice-cli
fi
