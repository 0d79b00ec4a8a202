import Foundation

// reactive-bench: per-event and per-subscription cost of Reactive against hand-written
// baselines, measured in one process. See BENCHMARKS.md.

let usage = """
  USAGE: reactive-bench [--json] [--quick] [--filter <id-prefix>] [--repetitions <n>] [--no-scaling]
         reactive-bench --profile ours|closures|naive --filter <id> [--quick]

  OPTIONS:
    --json              Print the results as JSON instead of tables.
    --quick             A short smoke run: small sizes, two repetitions.
    --filter <prefix>   Run only the workloads whose id starts with <prefix> (e.g. W1).
    --repetitions <n>   Measured repetitions per variant (default 9).
    --no-scaling        Skip the scaling tables.
    --profile <variant> Run one variant of the workload whose id is exactly the --filter value
                        once, untimed, and print its checksum: for profilers (valgrind --tool=callgrind counts instructions
                        repeatably on a noisy machine).
    -h, --help          Show this help.
  """

struct Options {
  var asJSON = false
  var quick = false
  var filter: String?
  var repetitions = 9
  var scaling = true
  var profiledVariant: String?

  /// Parses the command line; returns nil and prints the problem when it is invalid.
  init?(_ arguments: [String]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": asJSON = true
      case "--quick": quick = true
      case "--no-scaling": scaling = false
      case "--profile":
        guard let value = remaining.popFirst(), ["ours", "closures", "naive"].contains(value)
        else { return nil }
        profiledVariant = value
      case "--filter":
        guard let value = remaining.popFirst() else { return nil }
        filter = value
      case "--repetitions":
        guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return nil }
        repetitions = value
      default: return nil
      }
    }
    if quick { repetitions = min(repetitions, 2) }
  }

  func selected(_ workloads: [Workload]) -> [Workload] {
    guard let filter else { return workloads }
    return workloads.filter { $0.id.hasPrefix(filter) }
  }
}

func runBenchmarks(_ arguments: [String]) -> Int32 {
  if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    return 0
  }
  guard let options = Options(arguments) else {
    FileHandle.standardError.write(Data("Error: invalid arguments\n\(usage)\n".utf8))
    return 64
  }
  if let variant = options.profiledVariant {
    let all =
      Workloads.all
      + Workloads.scaling.filter { scaled in
        !Workloads.all.contains { $0.id == scaled.id }
      }
    for workload in all where options.filter.map({ $0 == workload.id }) ?? true {
      let size = options.quick ? workload.quickSize : workload.fullSize
      let run =
        variant == "ours"
        ? workload.ours : (variant == "closures" ? workload.closures : workload.naive)
      print(workload.id, variant, "units:", size, "checksum:", run(size))
    }
    return 0
  }
  let harness = Harness(repetitions: options.repetitions, quick: options.quick)
  do {
    let main = try options.selected(Workloads.all).map(harness.run)
    let scaling = options.scaling ? try options.selected(Workloads.scaling).map(harness.run) : []
    if options.asJSON {
      print(json(workloads: main, scaling: scaling))
    } else {
      print(
        table(main, title: "Workloads (ratio = ours / closures, median of \(options.repetitions))"))
      if !scaling.isEmpty {
        print()
        print(table(scaling, title: "Scaling"))
      }
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    return 1
  }
}

exit(runBenchmarks(Array(CommandLine.arguments.dropFirst())))
