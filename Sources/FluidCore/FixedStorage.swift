/// A fixed number of values stored inline, indexed 0 ..< `count`: the storage behind the samples
/// of `VelocityTracker`, `PauseDetector` and the drawer's event queue, which must never allocate.
///
/// The standard library's `InlineArray` does the same but is available only from iOS 26 and
/// macOS 26 (its declaration in the standard library's interface), far above the deployment
/// floor of the engine (iOS 16, macOS 13; README, "Platforms"). These types store a homogeneous
/// tuple, which Swift lays out as a C array of its element: `withUnsafeMutableBufferPointer`
/// reads and writes that memory in place on every platform and release. (Reading through the
/// subscript may copy the whole storage first; code that reads many values uses the buffer.)
///
/// An index outside 0 ..< `count` traps, as an array's does.
public protocol FixedStorage {
    /// The stored value's type.
    associatedtype Element
    /// How many values are stored.
    static var count: Int { get }
    /// Storage with every value equal to `value`.
    init(repeating value: Element)
    /// The value at `index` (0 ..< `count`).
    subscript(index: Int) -> Element { get set }
    /// Calls `body` with the `count` values as a read-only buffer.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result
    /// Calls `body` with the `count` values as a buffer, in place.
    mutating func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) -> Result)
        -> Result
}

/// 16 values stored inline (a homogeneous tuple, laid out as a C array of `Element`).
public struct FixedStorage16<Element>: FixedStorage {
    @usableFromInline var elements:
        (
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element
        )

    /// 16 values, each `value`.
    @inlinable public init(repeating value: Element) {
        elements = (
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value
        )
    }

    /// The number of values, 16.
    @inlinable public static var count: Int { 16 }

    /// The value at `index` (0 ..< 16).
    @inlinable public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < 16, "index \(index) outside 0..<16")
            return withUnsafePointer(to: elements) { UnsafeRawPointer($0).assumingMemoryBound(to: Element.self)[index] }
        }
        set {
            precondition(index >= 0 && index < 16, "index \(index) outside 0..<16")
            withUnsafeMutableBufferPointer { $0[index] = newValue }
        }
    }

    /// Calls `body` with the values as a read-only buffer of 16 (at most one copy of the
    /// storage, where the subscript may copy it at every read).
    @inlinable public func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafePointer(to: elements) {
            body(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: Element.self), count: 16))
        }
    }

    /// Calls `body` with the values as a buffer of 16 in place (no copy), for code that reads
    /// many of them.
    @inlinable public mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafeMutablePointer(to: &elements) {
            body(
                UnsafeMutableBufferPointer(
                    start: UnsafeMutableRawPointer($0).assumingMemoryBound(to: Element.self), count: 16))
        }
    }
}

extension FixedStorage16: Sendable where Element: Sendable {}

/// 20 values stored inline (a homogeneous tuple, laid out as a C array of `Element`).
public struct FixedStorage20<Element>: FixedStorage {
    @usableFromInline var elements:
        (
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element, Element, Element, Element, Element
        )

    /// 20 values, each `value`.
    @inlinable public init(repeating value: Element) {
        elements = (
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value, value, value, value, value
        )
    }

    /// The number of values, 20.
    @inlinable public static var count: Int { 20 }

    /// The value at `index` (0 ..< 20).
    @inlinable public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < 20, "index \(index) outside 0..<20")
            return withUnsafePointer(to: elements) { UnsafeRawPointer($0).assumingMemoryBound(to: Element.self)[index] }
        }
        set {
            precondition(index >= 0 && index < 20, "index \(index) outside 0..<20")
            withUnsafeMutableBufferPointer { $0[index] = newValue }
        }
    }

    /// Calls `body` with the values as a read-only buffer of 20 (at most one copy of the
    /// storage, where the subscript may copy it at every read).
    @inlinable public func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafePointer(to: elements) {
            body(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: Element.self), count: 20))
        }
    }

    /// Calls `body` with the values as a buffer of 20 in place (no copy), for code that reads
    /// many of them.
    @inlinable public mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafeMutablePointer(to: &elements) {
            body(
                UnsafeMutableBufferPointer(
                    start: UnsafeMutableRawPointer($0).assumingMemoryBound(to: Element.self), count: 20))
        }
    }
}

extension FixedStorage20: Sendable where Element: Sendable {}

/// 64 values stored inline (a homogeneous tuple, laid out as a C array of `Element`).
public struct FixedStorage64<Element>: FixedStorage {
    @usableFromInline var elements:
        (
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
            Element, Element, Element, Element
        )

    /// 64 values, each `value`.
    @inlinable public init(repeating value: Element) {
        elements = (
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value, value, value, value, value, value, value, value, value, value, value, value, value, value, value,
            value, value, value, value
        )
    }

    /// The number of values, 64.
    @inlinable public static var count: Int { 64 }

    /// The value at `index` (0 ..< 64).
    @inlinable public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < 64, "index \(index) outside 0..<64")
            return withUnsafePointer(to: elements) { UnsafeRawPointer($0).assumingMemoryBound(to: Element.self)[index] }
        }
        set {
            precondition(index >= 0 && index < 64, "index \(index) outside 0..<64")
            withUnsafeMutableBufferPointer { $0[index] = newValue }
        }
    }

    /// Calls `body` with the values as a read-only buffer of 64 (at most one copy of the
    /// storage, where the subscript may copy it at every read).
    @inlinable public func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafePointer(to: elements) {
            body(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: Element.self), count: 64))
        }
    }

    /// Calls `body` with the values as a buffer of 64 in place (no copy), for code that reads
    /// many of them.
    @inlinable public mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) -> Result
    ) -> Result {
        withUnsafeMutablePointer(to: &elements) {
            body(
                UnsafeMutableBufferPointer(
                    start: UnsafeMutableRawPointer($0).assumingMemoryBound(to: Element.self), count: 64))
        }
    }
}

extension FixedStorage64: Sendable where Element: Sendable {}
