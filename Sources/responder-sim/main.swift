import ResponderSimCLI

exitProcess(with: CommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
