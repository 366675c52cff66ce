// libFuzzer target: the parsers the tool owns beside the API decoder (FuzzDecoding.swift): the
// transport's reading of header lines, the saved cookie lines it hands to libcurl's cookie
// engine, the proxy variables, and the command-line tool's state file (old sessions included),
// arguments, terminal keys and the wikitext of a wiki's login messages.
// Built by scripts/fuzz with the modules compiled with -enable-testing; not part of the package.
import Foundation

@testable import CurlTransport
@testable import MediaWikiAPI
@testable import WikiNotificationsCLI

/// The bytes as the header lines of one or more answers, as libcurl hands them over.
private func readHead(_ data: Data) {
  var head = AnswerHead()
  var refused = false
  for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
    let bytes = Array(line) + [UInt8(ascii: "\n")]
    if bytes.withUnsafeBytes({ head.take(line: $0) }) != nil {
      refused = true
      break
    }
  }
  guard !refused else { return }
  _ = head.joined
}

/// The bytes as a saved session's cookie lines, through the guard that keeps anything but a
/// cookie file line away from libcurl's engine.
private func restoreCookies(_ data: Data) {
  let lines = String(decoding: data.prefix(4096), as: UTF8.self).split(separator: "\n").map(
    String.init)
  guard let cookies = CurlCookies() else { return }
  cookies.restore(lines)
  _ = cookies.savedCookies()
}

/// The bytes as `https_proxy`, `no_proxy` and a host, split at NUL bytes.
private func pickProxy(_ data: Data) {
  let parts = String(decoding: data.prefix(2048), as: UTF8.self)
    .split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
  guard parts.count >= 3, let url = URL(string: "https://\(parts[2])/api.php") else { return }
  let environment = ProxyEnvironment { name in
    switch name {
    case "https_proxy": parts[0]
    case "no_proxy": parts[1]
    default: nil
    }
  }
  _ = environment.proxy(for: url)
  _ = ProxyEnvironment.withoutCredentials(parts[0])
}

/// The bytes as a state file, as command-line arguments (split at NUL bytes) and as keys typed.
private func readToolInput(_ data: Data) {
  _ = try? JSONDecoder().decode(ToolState.self, from: data)
  let arguments = String(decoding: data.prefix(4096), as: UTF8.self)
    .split(separator: "\0").map(String.init)
  _ = try? CommandLineParser.parse(arguments)
  _ = KeyParser.keys(Array(data.prefix(4096)))
  // A wiki's login message, shown as plain text.
  _ = WikiText.plain(String(decoding: data.prefix(4096), as: UTF8.self))
}

/// libFuzzer's entry point: one input through every parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  readHead(data)
  restoreCookies(data)
  pickProxy(data)
  readToolInput(data)
  return 0
}
