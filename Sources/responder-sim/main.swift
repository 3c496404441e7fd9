import Foundation
import ResponderSimCLI

exit(await Tool.run(Array(CommandLine.arguments.dropFirst()), environment: .process()))
