extension ObservableType {
  /// Returns a sequence that makes a resource for each subscription, runs the sequence built on
  /// it, and disposes the resource when the subscription ends.
  ///
  /// On subscription, `resourceFactory` makes the resource and `observableFactory` the sequence
  /// to subscribe to. When the subscription ends, by a terminal event or by disposal, the
  /// subscription to that sequence is disposed first, then the resource. An error thrown by
  /// either factory is sent as `.error`; the resource, if it was made, is disposed after it.
  ///
  /// ```swift
  /// let lines = Observable.using({ LogFile(path: "/tmp/app.log") }) { file in
  ///   Observable.from(file.lines)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource of one subscription.
  ///   - observableFactory: Makes the sequence of one subscription from its resource.
  /// - Returns: The sequence that owns a resource per subscription.
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { observer, lifetime in
      let resource: Resource
      do {
        resource = try resourceFactory()
      } catch {
        if !lifetime.isDisposed { observer(.error(error)) }
        return
      }
      // Registered before the resource, so that the subscription is disposed first.
      let sourceLifetime = lifetime.makeChild()
      lifetime.add(resource)
      let source: Observable<Element>
      do {
        source = try observableFactory(resource)
      } catch {
        if !lifetime.isDisposed { observer(.error(error)) }
        return
      }
      source.run(observer, sourceLifetime)
    }
  }
}
