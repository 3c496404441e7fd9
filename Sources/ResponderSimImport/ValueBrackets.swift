/// The brackets open in an unquoted value of a debugger description, for both the view
/// dump's reader and the recognizer reader: a value runs to the first `;` or `>` outside
/// brackets (`(`, `[`, `{`, `<`), and a closing bracket must match the last one opened.
struct ValueBrackets {
    /// What one byte of a value does.
    enum Step {
        /// The value goes on.
        case inside
        /// The byte ends the value (a `;` or `>` outside brackets).
        case valueEnds
        /// A closing bracket that does not match the last one opened (`nil`: none is open).
        case mismatch(open: UInt8?)
    }

    /// Open brackets, innermost last (storage kept from value to value).
    private var open: [UInt8] = []

    /// Whether no bracket is open.
    var isEmpty: Bool { open.isEmpty }

    /// Forgets the brackets of the last value.
    mutating func reset() { open.removeAll(keepingCapacity: true) }

    /// Reads one byte of the value.
    @inline(__always)
    mutating func read(_ byte: UInt8) -> Step {
        switch byte {
        case 0x3B:
            return open.isEmpty ? .valueEnds : .inside
        case 0x28, 0x5B, 0x7B, 0x3C:
            open.append(byte)
            return .inside
        case 0x29, 0x5D, 0x7D, 0x3E:
            let last = open.last
            if last == nil && byte == 0x3E { return .valueEnds }
            guard last == Self.opening(of: byte) else { return .mismatch(open: last) }
            open.removeLast()
            return .inside
        default:
            return .inside
        }
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case 0x29: 0x28
        case 0x5D: 0x5B
        case 0x7D: 0x7B
        default: 0x3C
        }
    }

    /// The message for a closing bracket `byte` that does not match `open` in a value of
    /// `className`'s description.
    static func mismatchMessage(_ byte: UInt8, open: UInt8?, className: String) -> String {
        let character = Character(Unicode.Scalar(byte))
        if let open {
            let opening = Character(Unicode.Scalar(open))
            return "'\(character)' closes '\(opening)' in a value of \(className)'s description: the brackets do not match"
        }
        return "'\(character)' closes no bracket in a value of \(className)'s description"
    }
}
