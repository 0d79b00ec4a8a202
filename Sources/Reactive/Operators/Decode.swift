import Foundation

extension ObservableType where Element == Data {
  /// Decodes each element into a value of type `type` with `decoder`.
  ///
  /// A decoding error is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// struct Movie: Decodable { let title: String }
  /// _ = Observable.just(Data(#"{"title":"Parasite"}"#.utf8))
  ///   .decode(type: Movie.self, decoder: JSONDecoder())
  ///   .subscribe(onNext: { print($0.title) })
  /// // Prints: Parasite
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode each element into.
  ///   - decoder: The decoder, such as a `JSONDecoder`.
  /// - Returns: The sequence of decoded values.
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}
