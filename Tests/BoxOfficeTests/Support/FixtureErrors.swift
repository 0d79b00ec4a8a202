import BoxOffice

/// The error each fixture that is not a chart decodes to: one list that the decoder's tests and
/// the view model's tests both check against.
enum FixtureErrors {
  /// The shared captures of `faultInfo` replies.
  static let shared: [(name: String, error: BoxOfficeError)] = [
    ("error-320010", .kobisFault(code: "320010", message: "유효하지않은 키값입니다.")),
    (
      "error-320102",
      .kobisFault(
        code: "320102", message: "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]")
    ),
  ]

  /// The project's `faultInfo` replies.
  static let projectFaults: [(name: String, error: BoxOfficeError)] = [
    (
      "fault-320103",
      .kobisFault(
        code: "320103",
        message: "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]")
    ),
    (
      "fault-320105",
      .kobisFault(
        code: "320105", message: "주간/주말 구분값이 올바르지 않습니다.[parameterName=weekGb,parameterValue=7]")
    ),
    ("fault-unknown", .kobisFault(code: "329999", message: "알 수 없는 오류입니다.")),
  ]

  /// The project's charts with one malformed field or part.
  static let projectMalformed: [(name: String, error: BoxOfficeError)] = [
    (
      "invalid-number",
      .undecodableBody(at: "salesAmt of rank 2", reason: #""1,204,330" is not a whole number"#)
    ),
    (
      "invalid-overflow",
      .undecodableBody(at: "audiAcc of rank 1", reason: #""99999999999999999999" is too large"#)
    ),
    (
      "invalid-missing-field",
      .undecodableBody(at: "audiAcc of rank 3", reason: "the field is missing")
    ),
    (
      "invalid-missing-list",
      .undecodableBody(
        at: "boxOfficeResult", reason: "it has neither dailyBoxOfficeList nor weeklyBoxOfficeList")
    ),
    (
      "invalid-negative-count",
      .undecodableBody(at: "audiCnt of rank 1", reason: #""-5" is negative"#)
    ),
    (
      "invalid-number-type",
      .undecodableBody(at: "scrnCnt of rank 1", reason: "expected a string, found the number 1102")
    ),
    (
      "invalid-open-date",
      .undecodableBody(at: "openDt of rank 1", reason: #""2022-02-30" is not a date yyyy-mm-dd"#)
    ),
  ]
}
