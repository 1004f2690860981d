import Testing

/// A table row's source location (`#line` stored in the row), so an expectation made on the
/// row's behalf points at the row.
public func here(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}
