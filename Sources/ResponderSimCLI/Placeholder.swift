import Foundation
import ResponderSim

extension CommandLine {
    /// Runs the tool with `arguments` (without the program name) and returns its exit code.
    public static func run(arguments: [String]) -> Int32 { 0 }
}

/// Ends the process with `code`.
public func exitProcess(with code: Int32) -> Never { exit(code) }
