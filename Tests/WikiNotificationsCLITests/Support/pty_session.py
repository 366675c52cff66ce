#!/usr/bin/env python3
"""Drives a command through a pseudo-terminal, as a person at a terminal would.

usage: pty_session.py STEPS_JSON -- COMMAND [ARG...]

STEPS_JSON is a list of steps (or @FILE: a file holding it, so what the steps type appears in
no process's arguments): {"expect": REGEX, "timeout": SECONDS} waits until the output
(ANSI escapes removed) matches REGEX after the previous match; {"send": TEXT} types TEXT;
{"send_match": {"file": PATH, "pattern": REGEX, "from": OFFSET, "suffix": TEXT}} waits until
the file, read from byte OFFSET on, matches REGEX, then types the last match's first group and
SUFFIX (a code the wiki mailed); {"proc": PATH} writes the command's process arguments and
environment (from /proc) to PATH as JSON; {"exit": CODE} waits for the command to end and
checks its exit code; {"echo": BOOL} waits until the terminal echoes what is typed, or not (its
settings as the command left them: a pty master reads its slave's).
Prints the transcript; exits 0 when every step passed, 1 otherwise (with the failed step).
"""
import fcntl, json, os, pty, re, select, signal, struct, sys, termios, time

ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>]")


def main():
    steps = json.loads(open(sys.argv[1][1:]).read() if sys.argv[1].startswith("@") else sys.argv[1])
    command = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    raw = b""
    cursor = 0
    status = None

    def pump(deadline):
        nonlocal raw
        while time.time() < deadline:
            ready, _, _ = select.select([fd], [], [], max(0.0, min(0.05, deadline - time.time())))
            if not ready:
                return
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                # The command ended (EIO on Linux): nothing more will come, do not spin.
                time.sleep(0.05)
                return
            raw += chunk

    def text():
        return ANSI.sub(b"", raw).decode("utf-8", "replace")

    def fail(message):
        sys.stdout.write(text())
        sys.stderr.write("\npty_session: " + message + "\n--- last output ---\n" + text()[-2000:] + "\n")
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        sys.exit(1)

    for step in steps:
        timeout = step.get("timeout", 30)  # generous: a loaded 2-core CI machine is slow
        deadline = time.time() + timeout
        if "expect" in step:
            pattern = re.compile(step["expect"])
            while True:
                match = pattern.search(text(), cursor)
                if match:
                    cursor = match.end()
                    break
                if time.time() >= deadline:
                    fail("timed out waiting for %r" % step["expect"])
                pump(min(deadline, time.time() + 0.1))
        elif "send" in step:
            os.write(fd, step["send"].encode())
        elif "send_match" in step:
            spec = step["send_match"]
            pattern = re.compile(spec["pattern"])
            while True:
                try:
                    with open(spec["file"], "rb") as handle:
                        handle.seek(spec.get("from", 0))
                        found = pattern.findall(handle.read().decode("utf-8", "replace"))
                except FileNotFoundError:
                    found = []
                if found:
                    os.write(fd, (found[-1] + spec.get("suffix", "")).encode())
                    break
                if time.time() >= deadline:
                    fail("timed out waiting for %r in %s" % (spec["pattern"], spec["file"]))
                pump(min(deadline, time.time() + 0.1))
        elif "proc" in step:
            def read(name):
                with open("/proc/%d/%s" % (pid, name), "rb") as handle:
                    return [part.decode("utf-8", "replace") for part in handle.read().split(b"\0") if part]
            with open(step["proc"], "w") as handle:
                json.dump({"arguments": read("cmdline"), "environment": read("environ")}, handle)
        elif "echo" in step:
            # The command sets its terminal just after it prints: wait for it, up to the timeout.
            while bool(termios.tcgetattr(fd)[3] & termios.ECHO) != step["echo"]:
                if time.time() >= deadline:
                    fail("the terminal's echo is %s, expected %s" % (not step["echo"], step["echo"]))
                pump(min(deadline, time.time() + 0.05))
        elif "exit" in step:
            while status is None and time.time() < deadline:
                pump(time.time() + 0.05)
                done, code = os.waitpid(pid, os.WNOHANG)
                if done:
                    status = os.waitstatus_to_exitcode(code)
            if status is None:
                fail("the command did not end")
            if status != step["exit"]:
                fail("exit code %r, expected %r" % (status, step["exit"]))
    sys.stdout.write(text())


if __name__ == "__main__":
    main()
