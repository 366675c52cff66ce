/// SplitMix64: turns any 64-bit seed, even 0 or 1, into well-mixed output. Used to derive each
/// sequence's seed from the run's seed and to fill the state of ``SeededGenerator``.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of sequence `index` of a run: distinct, well spread, reproducible.
  static func mix(_ seed: UInt64) -> UInt64 {
    var generator = SplitMix64(state: seed)
    return generator.next()
  }
}

/// xoshiro256**: a small, fast, seedable generator (Blackman and Vigna), so that a sequence is
/// reproduced exactly from its seed on every platform and Swift version.
struct SeededGenerator: RandomNumberGenerator {
  private var s: (UInt64, UInt64, UInt64, UInt64)

  init(seed: UInt64) {
    var mixer = SplitMix64(state: seed)
    s = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
  }

  mutating func next() -> UInt64 {
    let result = rotate(s.1 &* 5, 7) &* 9
    let t = s.1 << 17
    s.2 ^= s.0
    s.3 ^= s.1
    s.1 ^= s.2
    s.0 ^= s.3
    s.2 ^= t
    s.3 = rotate(s.3, 45)
    return result
  }

  private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

  /// A number in `0..<bound`, without the standard library's algorithm (which may change).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next() % UInt64(bound))
  }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element, picked uniformly.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// One of `choices`, picked with probability proportional to its weight.
  mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    let total = choices.reduce(0) { $0 + $1.0 }
    var roll = below(total)
    for (weight, value) in choices {
      if roll < weight { return value }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }
}
