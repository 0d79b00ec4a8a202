import Foundation

/// A decoder that turns `Data` into a `Decodable` value, for
/// ``ObservableType/decode(type:decoder:)``.
///
/// `JSONDecoder` and `PropertyListDecoder` conform; conform your own decoders to use them with
/// `decode`.
public protocol DataDecoder {
  /// Decodes a value of type `type` from `data`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The encoded value.
  /// - Returns: The decoded value.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}
