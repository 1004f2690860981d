/// Memory that JavaScript reads or writes through the module's linear memory: a growable run of
/// `Element`s at a stable address until the next `reserve` that grows it. A class: it owns the
/// allocation.
final class WebBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// Elements written so far (`append`), or given by the writer (`count = n`).
    var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `needed` elements in all, keeping the first `count`.
    func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var grown = capacity
        while grown < needed { grown *= 2 }
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The first `count` elements.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}

extension WebBuffer where Element == UInt8 {
    /// Appends `text` as UTF-8.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(count + bytes.count)
            for byte in bytes { append(byte) }
        }
    }

    /// The bytes as a string (invalid UTF-8 repaired).
    var text: String { String(decoding: elements, as: UTF8.self) }
}
