/// An option or a positional argument of a command whose parsed form is `Command`: what help
/// and completions show of it (`Definition`), and how a value is checked and stored.
///
/// Each value is checked as it is read, so the first wrong value in argument order is the one
/// reported. A single-valued option given again replaces the value before it, as in
/// swift-argument-parser: shell aliases rely on a later `--limit 4` overriding an earlier one.
///
/// ```swift
/// let compact = Option<ChartCommand>.flag(
///   OptionDefinition(name: "compact", help: "One line of JSON."), \.isCompact)
/// ```
struct Parameter<Command, Definition: Sendable>: Sendable {
  /// What help and completions show.
  var definition: Definition
  /// Checks `value` (`""` for a flag) and stores it in the command; returns why the value is
  /// invalid, or `nil`.
  var apply:
    @Sendable (_ command: inout Command, _ value: String, _ context: ParseContext) ->
      InvalidValue?
}

/// An option of a command whose parsed form is `Command`.
typealias Option<Command> = Parameter<Command, OptionDefinition>

/// A positional argument of a command whose parsed form is `Command`.
typealias Argument<Command> = Parameter<Command, ArgumentDefinition>

extension Parameter {
  /// A parameter whose value `read` checks and converts, stored at `property`.
  ///
  /// - Parameters:
  ///   - definition: What help and completions show.
  ///   - property: Where the value is stored.
  ///   - read: The value of the text typed (`""` for a flag), or why it is invalid.
  init<Value>(
    _ definition: Definition, _ property: WritableKeyPath<Command, Value> & Sendable,
    read: @escaping @Sendable (String, ParseContext) -> Result<Value, InvalidValue>
  ) {
    self.init(definition: definition) { command, text, context in
      switch read(text, context) {
      case .success(let value):
        command[keyPath: property] = value
        return nil
      case .failure(let invalid):
        return invalid
      }
    }
  }

  /// A parameter that refuses a blank value with `reason`, and stores what `read` makes of any
  /// other at `property`.
  init<Value>(
    _ definition: Definition, _ property: WritableKeyPath<Command, Value> & Sendable,
    blank reason: String, read: @escaping @Sendable (String) -> Value
  ) {
    self.init(definition, property) { value, _ in
      value.allSatisfy(\.isWhitespace)
        ? .failure(InvalidValue(reason: reason)) : .success(read(value))
    }
  }

  /// This parameter, reading into the part of a larger command at `part`.
  ///
  /// - Parameter part: Where in the larger command this parameter's command is.
  /// - Returns: The parameter of the larger command.
  func lifted<Whole>(into part: WritableKeyPath<Whole, Command> & Sendable)
    -> Parameter<Whole, Definition>
  {
    let apply = apply
    return Parameter<Whole, Definition>(definition: definition) { whole, value, context in
      apply(&whole[keyPath: part], value, context)
    }
  }
}

extension Parameter where Definition == OptionDefinition {
  /// A flag that sets a Boolean property.
  ///
  /// - Parameters:
  ///   - definition: The flag's definition (without a value name).
  ///   - property: The property it sets to `true`.
  /// - Returns: The option.
  static func flag(
    _ definition: OptionDefinition, _ property: WritableKeyPath<Command, Bool> & Sendable
  ) -> Option<Command> {
    Option(definition, property) { _, _ in .success(true) }
  }

  /// An option whose value is a whole number in `range`.
  ///
  /// - Parameters:
  ///   - definition: The option's definition.
  ///   - range: The numbers allowed.
  ///   - namesMaximum: Whether the message of a wrong value names the largest number allowed,
  ///     rather than only where the numbers start.
  ///   - set: Stores the number in the command.
  /// - Returns: The option.
  static func number(
    _ definition: OptionDefinition, in range: ClosedRange<Int>, namesMaximum: Bool = true,
    _ set: @escaping @Sendable (inout Command, Int) -> Void
  ) -> Option<Command> {
    Option(definition: definition) { command, value, _ in
      guard let number = Int(value), range.contains(number) else {
        return InvalidValue(
          reason: "expected a whole number from \(range.lowerBound)"
            + (namesMaximum ? " to \(range.upperBound)" : ""))
      }
      set(&command, number)
      return nil
    }
  }

  /// An option whose value is one of a fixed set of words, in any case; a near miss gets a
  /// suggestion ("Did you mean 'weekend'?").
  ///
  /// - Parameters:
  ///   - definition: The option's definition; its completion is set to the words.
  ///   - property: Where the choice is stored.
  /// - Returns: The option.
  static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ definition: OptionDefinition, _ property: WritableKeyPath<Command, Choice> & Sendable
  ) -> Option<Command> where Choice.RawValue == String {
    choice(definition, among: Choice.allCases.map { ($0.rawValue, $0) }, property)
  }

  /// An option whose value is one of the words of `choices`, in any case, storing the value the
  /// word names; a near miss gets a suggestion.
  ///
  /// - Parameters:
  ///   - definition: The option's definition; its completion is set to the words.
  ///   - choices: Each word and the value it stands for, in the order help lists them.
  ///   - property: Where the value is stored.
  /// - Returns: The option.
  static func choice<Choice: Sendable>(
    _ definition: OptionDefinition, among choices: [(name: String, value: Choice)],
    _ property: WritableKeyPath<Command, Choice> & Sendable
  ) -> Option<Command> {
    var definition = definition
    definition.completion = ValueCompletion(kind: .choices, words: choices.map(\.name))
    return Option(definition, property) { value, _ in InvalidValue.choose(value, among: choices) }
  }
}

/// Why a value was refused: the reason, and a nearby valid value when there is one.
struct InvalidValue: Error, Equatable, Sendable {
  /// What is wrong, or what was expected; a phrase that follows "is invalid for '--x <x>': ".
  var reason: String
  /// A valid value close to the one given ("Did you mean 'weekend'?").
  var suggestion: String?

  /// Reads one of the words of `choices`, in any case, suggesting the closest for a near miss.
  ///
  /// - Parameters:
  ///   - value: What was typed.
  ///   - choices: Each word and the value it stands for.
  /// - Returns: The value of the word typed, or why `value` is none of them.
  static func choose<Choice>(_ value: String, among choices: [(name: String, value: Choice)])
    -> Result<Choice, InvalidValue>
  {
    let typed = value.lowercased()
    if let choice = choices.first(where: { $0.name == typed }) { return .success(choice.value) }
    let names = choices.map(\.name)
    return .failure(
      InvalidValue(
        reason: "expected " + Suggestion.list(names, conjunction: "or"),
        suggestion: Suggestion.closest(to: typed, among: names)))
  }
}
