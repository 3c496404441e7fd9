/// A text stream that also takes UTF-8 text as bytes. The trace writers build each step's
/// text as bytes; an output of this kind gets them as they are, any other `TextOutputStream`
/// gets a `String` made of them (callgrind: making and freeing that string cost about 400
/// instructions a step, more than writing the compact lines themselves).
package protocol TraceByteStream: TextOutputStream {
    /// Writes UTF-8 text given as bytes: the same as `write(String(decoding: bytes, as: UTF8.self))`.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

/// How a writer hands its text to an output of type `Output`: as bytes when it is a
/// ``TraceByteStream``, otherwise as a string. Decided once, when the writer is made.
struct TextHandOff<Output: TextOutputStream> {
    private let writeBytes: ((inout Output, UnsafeBufferPointer<UInt8>) -> Void)?

    init() {
        if let streamType = Output.self as? any TraceByteStream.Type {
            writeBytes = TextHandOff.bytesWriter(for: streamType)
        } else {
            writeBytes = nil
        }
    }

    /// Writes `line`'s text to `output`.
    @inline(__always)
    func write(_ line: TraceLine, to output: inout Output) {
        if let writeBytes {
            line.withBytes { writeBytes(&output, $0) }
        } else {
            output.write(line.string)
        }
    }

    /// A function that writes bytes to an `Output`, which is `Stream`.
    private static func bytesWriter<Stream: TraceByteStream>(for _: Stream.Type) -> (inout Output, UnsafeBufferPointer<UInt8>) -> Void {
        { output, bytes in
            // `Output` is `Stream` (the cast in `init` found it so): the memory is bound to it.
            withUnsafeMutablePointer(to: &output) { pointer in
                pointer.withMemoryRebound(to: Stream.self, capacity: 1) { $0.pointee.write(utf8: bytes) }
            }
        }
    }
}
