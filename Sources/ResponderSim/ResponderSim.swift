// `import ResponderSim` brings the whole library except pictures (`ResponderSimRender`, a
// product of its own): the core (scene language, hit testing, delivery, records, the trace
// writers), the importer, teaching (explanations, quizzes), checking (`expect:` blocks,
// generators, the benchmark) and the language server. Each is a target of its own, so the
// compiler keeps the layers apart: the core depends on none of the others.

@_exported import ResponderSimChecking
@_exported import ResponderSimCore
@_exported import ResponderSimEditor
@_exported import ResponderSimImport
@_exported import ResponderSimTeaching
