// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "responder-sim",
    products: [
        .library(name: "ResponderSim", targets: ["ResponderSim"]),
        .library(name: "ResponderSimRender", targets: ["ResponderSimRender"]),
        .executable(name: "responder-sim", targets: ["responder-sim"]),
    ],
    targets: [
        .target(name: "ResponderSim"),
        .target(name: "ResponderSimRender", dependencies: ["ResponderSim"]),
        .target(name: "ResponderSimCLI", dependencies: ["ResponderSim", "ResponderSimRender"]),
        .executableTarget(name: "responder-sim", dependencies: ["ResponderSimCLI"]),
        .testTarget(name: "ResponderSimTests", dependencies: ["ResponderSim", "ResponderSimRender"], exclude: ["Malformed", "Import/Examples", "Import/Corpus"]),
        .testTarget(name: "ResponderSimCLITests", dependencies: ["ResponderSimCLI", "ResponderSim"]),
    ],
    swiftLanguageModes: [.v6]
)
