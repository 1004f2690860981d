/// Why a message catalog (a `.mo` file's bytes) was refused: one line naming the problem.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
