# fish completion for boxoffice-cli, written by 'boxoffice-cli completions fish'.

set -g __boxoffice_cli_commands 'weekly' 'daily' 'trend' 'regions' 'cache' 'cache info' 'cache clear' 'completions' 'help'
set -g __boxoffice_cli_valued 'weekly -d' 'weekly --date' 'weekly -p' 'weekly --period' 'weekly -n' 'weekly --limit' 'weekly --nation' 'weekly --films' 'weekly --region' 'weekly -f' 'weekly --format' 'weekly --fields' 'weekly --color' 'weekly --base-url' 'weekly --timeout' 'weekly --cache-dir' 'weekly --api-key' 'daily -d' 'daily --date' 'daily -n' 'daily --limit' 'daily --nation' 'daily --films' 'daily --region' 'daily -f' 'daily --format' 'daily --fields' 'daily --color' 'daily --base-url' 'daily --timeout' 'daily --cache-dir' 'daily --api-key' 'trend -d' 'trend --date' 'trend -w' 'trend --weeks' 'trend -p' 'trend --period' 'trend --days' 'trend --nation' 'trend --films' 'trend --region' 'trend -f' 'trend --format' 'trend --fields' 'trend --color' 'trend --base-url' 'trend --timeout' 'trend --cache-dir' 'trend --api-key' 'regions -f' 'regions --format' 'cache info --cache-dir' 'cache clear --cache-dir'

# The subcommand being completed: its names, joined by spaces.
function __boxoffice_cli_path
    set -l path ''
    set -l skip 0
    for word in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
        else if string match -q -- '--*=*' $word
            continue
        else if contains -- (string trim -- "$path $word") $__boxoffice_cli_valued
            set skip 1
        else if contains -- (string trim -- "$path $word") $__boxoffice_cli_commands
            set path (string trim -- "$path $word")
        end
    end
    echo $path
end

function __boxoffice_cli_at
    test (__boxoffice_cli_path) = "$argv[1]"
end

function __boxoffice_cli_fields
    printf '%s\n' rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings
end

complete -c boxoffice-cli -f
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a weekly -d 'Show the weekly box-office chart: the whole week, the weekend or the weekdays.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a daily -d 'Show the daily box-office chart.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a trend -d 'Show a film\'s run week by week (or day by day) as bars, from the charts.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a regions -d 'List the regions --region accepts, with their KOBIS codes.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a cache -d 'Show what the reply cache holds, or empty it.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a completions -d 'Print a shell\'s completion script for boxoffice-cli.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -a help -d 'Show help for a subcommand, or the manual page with --man.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s d -l date -x -a 'today yesterday last-week' -d 'Any day of the wanted week: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s p -l period -x -a 'week weekend weekdays' -d 'The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or weekdays (Monday to Thursday).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s n -l limit -x -d 'How many films to show, from 1 to 10.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l nation -x -a 'all korean foreign' -d 'Which films by their nation: all, korean or foreign.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l films -x -a 'all commercial diversity' -d 'Which films: all, commercial, or diversity (independent and art films).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l region -x -a 'seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong' -d 'Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; \'boxoffice-cli regions\' lists them.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s f -l format -x -a 'table json csv' -d 'table for people, json (a documented schema, for jq) or csv (RFC 4180).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l fields -x -a '(__fish_complete_list , __boxoffice_cli_fields)' -d 'The columns to show, in order, in every format: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l bars -d 'In the table, draw each film\'s share of the revenue as a bar beside it, the largest share the longest bar.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l compact -d 'With --format json, write the document on one line.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l color -x -a 'auto always never' -d 'Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l sample -d 'Show built-in sample data (invented films and figures) instead of asking KOBIS: no API key or network needed.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l base-url -x -d 'The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l timeout -x -d 'How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s v -l verbose -d 'Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where replies are kept.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l no-cache -d 'Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -l api-key -x -d 'The KOBIS API key.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'weekly\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s d -l date -x -a 'today yesterday last-week' -d 'The day: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s n -l limit -x -d 'How many films to show, from 1 to 10.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l nation -x -a 'all korean foreign' -d 'Which films by their nation: all, korean or foreign.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l films -x -a 'all commercial diversity' -d 'Which films: all, commercial, or diversity (independent and art films).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l region -x -a 'seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong' -d 'Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; \'boxoffice-cli regions\' lists them.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s f -l format -x -a 'table json csv' -d 'table for people, json (a documented schema, for jq) or csv (RFC 4180).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l fields -x -a '(__fish_complete_list , __boxoffice_cli_fields)' -d 'The columns to show, in order, in every format: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l bars -d 'In the table, draw each film\'s share of the revenue as a bar beside it, the largest share the longest bar.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l compact -d 'With --format json, write the document on one line.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l color -x -a 'auto always never' -d 'Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l sample -d 'Show built-in sample data (invented films and figures) instead of asking KOBIS: no API key or network needed.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l base-url -x -d 'The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l timeout -x -d 'How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s v -l verbose -d 'Say on standard error what is asked (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing a spinner.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where replies are kept.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l no-cache -d 'Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -l api-key -x -d 'The KOBIS API key.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'daily\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s d -l date -x -a 'today yesterday last-week' -d 'A day of the last period: YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or -N (N days ago), in Korea.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s w -l weeks -x -d 'How many weeks, the last included, from 1 to 52.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s p -l period -x -a 'week weekend weekdays' -d 'The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or weekdays (Monday to Thursday).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l daily -d 'Follow the film day by day, in the daily charts, instead of by week.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l days -x -d 'With --daily, how many days, the last included, from 1 to 92.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l nation -x -a 'all korean foreign' -d 'Which films by their nation: all, korean or foreign.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l films -x -a 'all commercial diversity' -d 'Which films: all, commercial, or diversity (independent and art films).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l region -x -a 'seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong' -d 'Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit KOBIS code such as 0105001000; \'boxoffice-cli regions\' lists them.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s f -l format -x -a 'table json csv' -d 'table for people, json (a documented schema, for jq) or csv (RFC 4180).'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l fields -x -a '(__fish_complete_list , __boxoffice_cli_fields)' -d 'The film\'s figures to show for each period, in order: in JSON and CSV after the period\'s own keys, in the table beside the bars: a comma-separated list of rank, rankChange, isNew, movieCode, title, openingDate, audience, audienceChange, cumulativeAudience, revenue, revenueChange, cumulativeRevenue, revenueShare, screens, showings.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l compact -d 'With --format json, write the document on one line.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l color -x -a 'auto always never' -d 'Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always or never.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l sample -d 'Follow the film in the built-in sample history (invented films and figures, ISO weeks 2025-W01 to 2025-W10) instead of asking KOBIS: no API key or network needed.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l base-url -x -d 'The base URL of the KOBIS REST API, http or https; by default https://www.kobis.or.kr/kobisopenapi/webservice/rest.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l timeout -x -d 'How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 are kept to the millisecond.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s v -l verbose -d 'Say on standard error what is asked for each period (the URL, with the key left out), whether the cache answered, and each attempt with its time, instead of showing the progress line.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where replies are kept.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l no-cache -d 'Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read or written.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -l api-key -x -d 'The KOBIS API key.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'trend\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'regions\'' -s f -l format -x -a 'table json csv' -d 'table for people, json (an array of objects with code, name and koreanName) or csv.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'regions\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'regions\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache\'' -a info -d 'Show where the reply cache is and how many replies it holds.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache\'' -a clear -d 'Remove every stored reply from the cache.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache info\'' -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where replies are kept.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache info\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache info\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache clear\'' -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where replies are kept.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache clear\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'cache clear\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'completions\'' -a 'bash zsh fish'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'completions\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'completions\'' -s h -l help -d 'Show help information.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'help\'' -a 'weekly daily trend regions cache completions help'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'help\'' -l man -d 'Print the manual page of boxoffice-cli, in roff.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'help\'' -s V -l version -d 'Show the version.'
complete -c boxoffice-cli -n '__boxoffice_cli_at \'help\'' -s h -l help -d 'Show help information.'
