// The whole library under one name: `import Reactive` is `import RxSwift`, `import RxRelay` and
// `import RxCocoa` at once, and mixes with any of them.
@_exported import RxCocoa
@_exported import RxRelay
@_exported import RxSwift
