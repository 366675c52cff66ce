/// Delta debugging (Zeller's ddmin): drops chunks of a failing sequence, then single steps, while
/// the SAME invariant still breaks, to a sequence where every remaining step is needed.
enum ModelShrinker {
  static func shrink(_ modelCase: ModelCase, invariant: String) -> [ModelAction] {
    func fails(_ actions: [ModelAction]) -> Bool {
      ModelRunner.run(modelCase, actions: actions).violation?.invariant == invariant
    }
    var actions = modelCase.actions
    var granularity = 2
    while actions.count >= 2 {
      let chunk = (actions.count + granularity - 1) / granularity
      var reduced = false
      var start = 0
      while start < actions.count {
        var candidate = actions
        candidate.removeSubrange(start..<min(start + chunk, actions.count))
        if fails(candidate) {
          actions = candidate
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
        start += chunk
      }
      if !reduced {
        if granularity >= actions.count { break }
        granularity = min(granularity * 2, actions.count)
      }
    }
    // One step at a time, until nothing more can go.
    var changed = true
    while changed {
      changed = false
      var index = actions.count - 1
      while index >= 0 {
        var candidate = actions
        candidate.remove(at: index)
        if fails(candidate) {
          actions = candidate
          changed = true
        }
        index -= 1
      }
    }
    return actions
  }
}
