import Foundation
import ResponderSimCLI

exit(Tool.run(Array(CommandLine.arguments.dropFirst()), environment: .process()))
