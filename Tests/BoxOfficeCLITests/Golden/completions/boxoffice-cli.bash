# bash completion for boxoffice-cli, written by 'boxoffice-cli completions bash'.
# Load it with: eval "$(boxoffice-cli completions bash)"

_boxoffice_cli_subcommands() {
  case "$1" in
    "") echo "weekly daily movie search trend browse regions cache completions help" ;;
    "cache") echo "info clear" ;;
  esac
}

_boxoffice_cli_words() {
  case "$1" in
    "") echo "weekly daily movie search trend browse regions cache completions help" ;;
    "cache") echo "info clear" ;;
    "completions") echo "bash zsh fish" ;;
    "help") echo "weekly daily movie search trend browse regions cache completions help" ;;
  esac
}

_boxoffice_cli_options() {
  case "$1" in
    "") echo "-V --version -h --help" ;;
    "weekly") echo "-d --date -p --period -n --limit --nation --films --region -f --format --fields --bars --compact --color --sample --base-url --timeout -v --verbose --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "daily") echo "-d --date -n --limit --nation --films --region -f --format --fields --bars --compact --color --sample --base-url --timeout -v --verbose --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "movie") echo "-f --format --compact --color --sample --base-url --timeout -v --verbose --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "search") echo "--director -y --year -n --limit --page -f --format --compact --color --sample --base-url --timeout -v --verbose --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "trend") echo "-d --date -w --weeks -p --period --daily --days --nation --films --region -f --format --fields --compact --color --sample --base-url --timeout -v --verbose --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "browse") echo "-d --date -p --period --nation --films --region --color --sample --base-url --timeout --cache-dir --no-cache --api-key -V --version -h --help" ;;
    "regions") echo "-f --format -V --version -h --help" ;;
    "cache") echo "-V --version -h --help" ;;
    "cache info") echo "--cache-dir -V --version -h --help" ;;
    "cache clear") echo "--cache-dir -V --version -h --help" ;;
    "completions") echo "-V --version -h --help" ;;
    "help") echo "--man -V --version -h --help" ;;
  esac
}

_boxoffice_cli_takes_value() {
  case "$1|$2" in
    "weekly|-d"|"weekly|--date"|"weekly|-p"|"weekly|--period"|"weekly|-n"|"weekly|--limit"|"weekly|--nation"|"weekly|--films"|"weekly|--region"|"weekly|-f"|"weekly|--format"|"weekly|--fields"|"weekly|--color"|"weekly|--base-url"|"weekly|--timeout"|"weekly|--cache-dir"|"weekly|--api-key"|"daily|-d"|"daily|--date"|"daily|-n"|"daily|--limit"|"daily|--nation"|"daily|--films"|"daily|--region"|"daily|-f"|"daily|--format"|"daily|--fields"|"daily|--color"|"daily|--base-url"|"daily|--timeout"|"daily|--cache-dir"|"daily|--api-key"|"movie|-f"|"movie|--format"|"movie|--color"|"movie|--base-url"|"movie|--timeout"|"movie|--cache-dir"|"movie|--api-key"|"search|--director"|"search|-y"|"search|--year"|"search|-n"|"search|--limit"|"search|--page"|"search|-f"|"search|--format"|"search|--color"|"search|--base-url"|"search|--timeout"|"search|--cache-dir"|"search|--api-key"|"trend|-d"|"trend|--date"|"trend|-w"|"trend|--weeks"|"trend|-p"|"trend|--period"|"trend|--days"|"trend|--nation"|"trend|--films"|"trend|--region"|"trend|-f"|"trend|--format"|"trend|--fields"|"trend|--color"|"trend|--base-url"|"trend|--timeout"|"trend|--cache-dir"|"trend|--api-key"|"browse|-d"|"browse|--date"|"browse|-p"|"browse|--period"|"browse|--nation"|"browse|--films"|"browse|--region"|"browse|--color"|"browse|--base-url"|"browse|--timeout"|"browse|--cache-dir"|"browse|--api-key"|"regions|-f"|"regions|--format"|"cache info|--cache-dir"|"cache clear|--cache-dir") return 0 ;;
  esac
  return 1
}

_boxoffice_cli_values() {
  case "$1|$2" in
    "weekly|-d"|"weekly|--date")
      COMPREPLY=($(compgen -W "today yesterday last-week" -- "$cur"))
      ;;
    "weekly|-p"|"weekly|--period")
      COMPREPLY=($(compgen -W "week weekend weekdays" -- "$cur"))
      ;;
    "weekly|--nation")
      COMPREPLY=($(compgen -W "all korean foreign" -- "$cur"))
      ;;
    "weekly|--films")
      COMPREPLY=($(compgen -W "all commercial diversity" -- "$cur"))
      ;;
    "weekly|--region")
      COMPREPLY=($(compgen -W "seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong" -- "$cur"))
      ;;
    "weekly|-f"|"weekly|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "weekly|--fields")
      local done=""
      [[ "$cur" == *,* ]] && done="${cur%,*},"
      COMPREPLY=($(compgen -P "$done" -W "rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings" -- "${cur##*,}"))
      compopt -o nospace 2>/dev/null
      ;;
    "weekly|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "weekly|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "daily|-d"|"daily|--date")
      COMPREPLY=($(compgen -W "today yesterday last-week" -- "$cur"))
      ;;
    "daily|--nation")
      COMPREPLY=($(compgen -W "all korean foreign" -- "$cur"))
      ;;
    "daily|--films")
      COMPREPLY=($(compgen -W "all commercial diversity" -- "$cur"))
      ;;
    "daily|--region")
      COMPREPLY=($(compgen -W "seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong" -- "$cur"))
      ;;
    "daily|-f"|"daily|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "daily|--fields")
      local done=""
      [[ "$cur" == *,* ]] && done="${cur%,*},"
      COMPREPLY=($(compgen -P "$done" -W "rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings" -- "${cur##*,}"))
      compopt -o nospace 2>/dev/null
      ;;
    "daily|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "daily|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "movie|-f"|"movie|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "movie|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "movie|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "search|-f"|"search|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "search|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "search|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "trend|-d"|"trend|--date")
      COMPREPLY=($(compgen -W "today yesterday last-week" -- "$cur"))
      ;;
    "trend|-p"|"trend|--period")
      COMPREPLY=($(compgen -W "week weekend weekdays" -- "$cur"))
      ;;
    "trend|--nation")
      COMPREPLY=($(compgen -W "all korean foreign" -- "$cur"))
      ;;
    "trend|--films")
      COMPREPLY=($(compgen -W "all commercial diversity" -- "$cur"))
      ;;
    "trend|--region")
      COMPREPLY=($(compgen -W "seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong" -- "$cur"))
      ;;
    "trend|-f"|"trend|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "trend|--fields")
      local done=""
      [[ "$cur" == *,* ]] && done="${cur%,*},"
      COMPREPLY=($(compgen -P "$done" -W "rank rankChange isNew movieCode title openingDate audience audienceChange cumulativeAudience revenue revenueChange cumulativeRevenue revenueShare screens showings" -- "${cur##*,}"))
      compopt -o nospace 2>/dev/null
      ;;
    "trend|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "trend|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "browse|-d"|"browse|--date")
      COMPREPLY=($(compgen -W "today yesterday last-week" -- "$cur"))
      ;;
    "browse|-p"|"browse|--period")
      COMPREPLY=($(compgen -W "day week weekend weekdays" -- "$cur"))
      ;;
    "browse|--nation")
      COMPREPLY=($(compgen -W "all korean foreign" -- "$cur"))
      ;;
    "browse|--films")
      COMPREPLY=($(compgen -W "all commercial diversity" -- "$cur"))
      ;;
    "browse|--region")
      COMPREPLY=($(compgen -W "seoul gyeonggi gangwon chungbuk chungnam gyeongbuk gyeongnam jeonbuk jeonnam jeju busan daegu daejeon ulsan incheon gwangju sejong" -- "$cur"))
      ;;
    "browse|--color")
      COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
      ;;
    "browse|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "regions|-f"|"regions|--format")
      COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
      ;;
    "cache info|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
    "cache clear|--cache-dir")
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur"))
      ;;
  esac
}

_boxoffice_cli() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  local path="" word option="" i=1
  COMPREPLY=()
  while ((i < COMP_CWORD)); do
    word="${COMP_WORDS[i]}"
    if [[ "$word" == "--" ]]; then
      break
    elif [[ "$word" == -* ]]; then
      if [[ "${COMP_WORDS[i+1]}" == "=" ]]; then
        ((i += 3))
        continue
      elif _boxoffice_cli_takes_value "$path" "$word"; then
        ((i += 2))
        continue
      fi
    elif [[ " $(_boxoffice_cli_subcommands "$path") " == *" $word "* ]]; then
      path="${path:+$path }$word"
    fi
    ((i += 1))
  done
  if [[ "$cur" == "=" ]]; then
    option="$prev"
    cur=""
  elif [[ "$prev" == "=" ]]; then
    option="${COMP_WORDS[COMP_CWORD-2]}"
  elif [[ "$prev" == -* ]] && _boxoffice_cli_takes_value "$path" "$prev"; then
    option="$prev"
  fi
  if [[ -n "$option" ]]; then
    _boxoffice_cli_values "$path" "$option"
  elif [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_boxoffice_cli_options "$path")" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$(_boxoffice_cli_words "$path")" -- "$cur"))
  fi
}

complete -F _boxoffice_cli boxoffice-cli
