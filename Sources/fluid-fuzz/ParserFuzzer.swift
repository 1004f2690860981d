import FluidRandom
import Glibc

/// Runs a parser target over inputs 0, 1, 2, … (input i made from the run's seed and i alone, so
/// `--only-case i` makes it again) in a child process, so that a trap or a hang in the parser
/// is a failure the run reports and goes on from, not the end of the run: the child writes each
/// input to memory it shares with this process before parsing it; if the child dies of a signal,
/// or the same input runs longer than `hangLimit`, that input is the failure. A trap is shrunk
/// by running candidates in children of their own; a broken property is shrunk in the child.
/// Either is printed and written under `artifacts` for `--input`.
struct ParserFuzzer {
    let name: String
    let target: any ParserTarget
    let seed: UInt64
    let maxReports: Int
    let artifacts: String
    /// An input parsing for longer than this is a hang (s).
    static let hangLimit = 10.0
    /// Candidate runs when shrinking a trap (each a process) or a broken property.
    static let trapBudget = 400
    static let problemBudget = 3000

    private(set) var inputs = 0
    private(set) var accepted = 0
    private(set) var failures = 0
    private let shared: SharedBlock

    init(name: String, target: any ParserTarget, seed: UInt64, maxReports: Int, artifacts: String) {
        self.name = name
        self.target = target
        self.seed = seed
        self.maxReports = maxReports
        self.artifacts = artifacts
        shared = SharedBlock(capacity: target.maxLength)
    }

    /// Input `index`: its generator is seeded from the run's seed, the target's name and `index`.
    func input(_ index: Int) -> [UInt8] {
        let salt = name.utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        var rng = SplitMix64(seed: (seed &* SplitMix64.goldenGamma) ^ salt &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        return target.input(&rng)
    }

    /// Inputs from 0 until `count` are done or `seconds` have passed.
    mutating func run(count: Int, seconds: Double) {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(min(seconds, 1e12) * 1000))
        var next = 0
        while next < count, clock.now < deadline {
            shared.reset(index: next)
            fflush(nil)
            let pid = fork()
            guard pid >= 0 else { fatalError("fluid-fuzz: fork failed (errno \(errno))") }
            if pid == 0 {
                runChild(from: next, to: count, deadline: deadline)
                fflush(nil)
                exit(0)
            }
            let ending = watch(pid)
            inputs += shared.done
            accepted += shared.accepted
            failures += shared.failures
            switch ending {
            case .finished: return
            case .trapped(let signal) where shared.isMaking:
                failures += 1
                inputs += 1
                print(
                    "FAIL \(name) input \(shared.index): the fuzzer trapped making it (signal \(signal)); rerun with --target \(name) --seed \(seed) --only-case \(shared.index)"
                )
            case .trapped(let signal):
                report(trap: "trapped (signal \(signal), \(Self.signalName(signal)))", hang: false)
            case .hung: report(trap: "still parsing after \(Int(Self.hangLimit)) s", hang: true)
            }
            next = shared.index + 1
        }
    }

    /// In the child: inputs `from..<to`, each written to the shared block before it is parsed.
    private func runChild(from start: Int, to end: Int, deadline: ContinuousClock.Instant) {
        CrashReport.clear()
        let clock = ContinuousClock()
        var reported = failures
        for index in start..<end {
            if index & 255 == 0, clock.now >= deadline { return }
            shared.making(index)
            let bytes = input(index)
            shared.set(input: bytes, index: index)
            let outcome = target.check(bytes)
            if outcome.accepted { shared.accepted += 1 }
            if let problem = outcome.problem {
                shared.failures += 1
                reported += 1
                if reported <= maxReports { report(problem: problem, index: index, bytes: bytes) }
            }
            shared.done += 1
        }
    }

    private enum Ending { case finished, trapped(Int32), hung }

    /// Waits for the child, killing it if one input runs past `hangLimit`.
    private func watch(_ pid: pid_t) -> Ending {
        let clock = ContinuousClock()
        var seen = (shared.index, shared.done)
        var since = clock.now
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            usleep(20_000)
            let now = (shared.index, shared.done)
            if now != seen {
                seen = now
                since = clock.now
            } else if clock.now - since > .milliseconds(Int64(Self.hangLimit * 1000)) {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return .hung
            }
        }
        let signal = status & 0x7F
        if signal != 0 { return .trapped(signal) }
        let code = (status >> 8) & 0xFF
        return code == 0 ? .finished : .trapped(0)
    }

    /// A trap or hang on the shared block's input: counted, shrunk (a trap), printed and kept.
    private mutating func report(trap: String, hang: Bool) {
        failures += 1
        inputs += 1
        let index = shared.index
        let bytes = shared.input
        guard failures <= maxReports else { return }
        let minimal = hang ? bytes : minimise(bytes, budget: Self.trapBudget) { self.traps($0) }
        print(header(index: index, problem: trap))
        printReproducer(minimal, of: bytes, index: index, still: hang ? "the input as it ran" : "still trapping")
    }

    /// A broken property (in the child): shrunk while it still breaks one, printed and kept.
    private func report(problem: String, index: Int, bytes: [UInt8]) {
        let minimal = minimise(bytes, budget: Self.problemBudget) { self.target.check($0).problem != nil }
        let found = target.check(minimal).problem ?? problem
        print(header(index: index, problem: problem))
        printReproducer(minimal, of: bytes, index: index, still: "failing with: \(found)")
        fflush(nil)
    }

    private func header(index: Int, problem: String) -> String {
        "FAIL \(name) input \(index), rerun with --target \(name) --seed \(seed) --only-case \(index): \(problem)"
    }

    private func printReproducer(_ minimal: [UInt8], of bytes: [UInt8], index: Int, still: String) {
        let path = "\(artifacts)/\(name)-seed\(seed)-\(index)"
        let kept = writeFile(path, minimal) ? "; written to \(path) (rerun with --target \(name) --input \(path))" : ""
        print("  minimised to \(minimal.count) of \(bytes.count) bytes, \(still)\(kept):")
        print("    " + reproducerText(minimal, isText: target.isText))
    }

    /// True when `bytes` traps (or hangs) the parser, run in a child process.
    private func traps(_ bytes: [UInt8]) -> Bool {
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            CrashReport.clear()
            _ = target.check(bytes)
            _exit(0)
        }
        guard pid > 0 else { return false }
        let clock = ContinuousClock()
        let start = clock.now
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) != pid {
            if clock.now - start > .milliseconds(Int64(Self.hangLimit * 1000)) {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return true
            }
            usleep(1000)
        }
        return status & 0x7F != 0
    }

    /// A shorter input for which `fails` still holds, at most `budget` tries.
    private func minimise(_ bytes: [UInt8], budget: Int, fails: ([UInt8]) -> Bool) -> [UInt8] {
        deltaMinimise(bytes, budget: budget) { fails($0) ? $0 : nil }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a Swift trap"
        case SIGTRAP: "SIGTRAP, a Swift trap"
        case SIGSEGV: "SIGSEGV, a stack overflow or bad access"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGABRT: "SIGABRT"
        case SIGKILL: "SIGKILL, out of memory?"
        default: "exit status not 0"
        }
    }
}

/// Memory shared with the child that runs the inputs: the input being parsed (its index and
/// bytes) and the counts so far, readable after the child dies.
final class SharedBlock {
    private let base: UnsafeMutableRawPointer
    private let capacity: Int
    private static let fields = 5

    init(capacity: Int) {
        self.capacity = capacity
        let size = Self.fields * 8 + capacity
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
            memory != MAP_FAILED
        else { fatalError("fluid-fuzz: mmap failed (errno \(errno))") }
        base = memory
    }

    private func field(_ i: Int) -> UnsafeMutablePointer<Int> {
        (base + 8 * i).assumingMemoryBound(to: Int.self)
    }

    var index: Int { field(0).pointee }
    var done: Int {
        get { field(1).pointee }
        set { field(1).pointee = newValue }
    }
    var accepted: Int {
        get { field(2).pointee }
        set { field(2).pointee = newValue }
    }
    var failures: Int {
        get { field(3).pointee }
        set { field(3).pointee = newValue }
    }

    func reset(index: Int) {
        for i in 0..<Self.fields { field(i).pointee = 0 }
        field(0).pointee = index
    }

    /// Input `index` is being made (no bytes yet).
    func making(_ index: Int) {
        field(4).pointee = -1
        field(0).pointee = index
    }

    var isMaking: Bool { field(4).pointee < 0 }

    func set(input bytes: [UInt8], index: Int) {
        let count = min(bytes.count, capacity)
        bytes.withUnsafeBytes { source in
            if count > 0 { (base + 8 * Self.fields).copyMemory(from: source.baseAddress!, byteCount: count) }
        }
        field(4).pointee = count
        field(0).pointee = index
    }

    var input: [UInt8] {
        let count = max(0, field(4).pointee)
        return Array(UnsafeRawBufferPointer(start: base + 8 * Self.fields, count: count))
    }
}

/// The bytes of the file at `path`, nil if it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { return nil }
        if n == 0 { return bytes }
        bytes += buffer[0..<n]
    }
}

/// Writes `bytes` to `path`, making its folders; false if it could not.
@discardableResult
func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    var folder = ""
    for part in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
        folder += (folder.isEmpty && !path.hasPrefix("/") ? "" : "/") + part
        if !folder.isEmpty { mkdir(folder, 0o755) }
    }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
}

/// The regular files in `folder` (not its dot files), by name.
func filesIn(_ folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        var info = stat()
        if stat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { names.append(name) }
    }
    return names.sorted()
}
