import Foundation

/// The envelope every KOBIS reply shares: a JSON object holding either the service's result
/// object (`boxOfficeResult`, `movieListResult`, `movieInfoResult`) or a `faultInfo` error, which
/// KOBIS sends with HTTP 200.
enum KOBISReply {
  /// The result object named `resultKey` in the reply `data`.
  ///
  /// - Parameters:
  ///   - data: The reply body, UTF-8 JSON.
  ///   - resultKey: The name of the result object.
  /// - Returns: The result object.
  /// - Throws: ``BoxOfficeError/kobisFault(code:message:)`` for a `faultInfo` reply, else
  ///   ``BoxOfficeError/undecodableBody(at:reason:)`` when the body is not JSON, not an object, or
  ///   has no such result object.
  static func result(in data: Data, named resultKey: String) throws(BoxOfficeError)
    -> [String: Any]
  {
    guard let root = try? JSONSerialization.jsonObject(with: data) else {
      throw .undecodableBody(at: "body", reason: describeNonJSON(data))
    }
    guard let object = root as? [String: Any] else {
      throw .undecodableBody(at: "body", reason: "expected a JSON object")
    }
    if let fault = object["faultInfo"] {
      throw try decodeFault(fault)
    }
    guard let resultValue = object[resultKey] else {
      throw .undecodableBody(at: resultKey, reason: "the field is missing")
    }
    guard let result = resultValue as? [String: Any] else {
      throw .undecodableBody(at: resultKey, reason: "expected an object")
    }
    return result
  }

  private static func decodeFault(_ value: Any) throws(BoxOfficeError) -> BoxOfficeError {
    guard let fault = value as? [String: Any] else {
      return .undecodableBody(at: "faultInfo", reason: "expected an object")
    }
    let fields = FieldReader(object: fault, location: { "faultInfo.\($0)" })
    return .kobisFault(code: try fields.string("errorCode"), message: try fields.string("message"))
  }

  private static func describeNonJSON(_ data: Data) -> String {
    let start = data.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
    if start.isEmpty { return "the reply is empty" }
    if start.first == UInt8(ascii: "<") { return "it is an HTML or XML page, not JSON" }
    return "it is not valid JSON (it may be cut short or not UTF-8)"
  }
}
