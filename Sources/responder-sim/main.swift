import Foundation
import ResponderSimCLI

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
