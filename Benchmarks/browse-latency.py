#!/usr/bin/env python3
"""Key-press-to-redraw latency and bytes per redraw of `boxoffice-cli browse --sample`.

Runs the built binary on a pseudo-terminal of 120x30 cells, waits for its first screen, then
presses keys one at a time and times each from the write of the key's bytes to the first byte of
the redraw, and counts the redraw's bytes (read until the terminal has been quiet for 40 ms; the
browser writes a redraw with one write(2)). Each key waits for the screen to be quiet before the
next, so no two redraws merge.

Actions measured: moving the selection (j/k through the chart), moving with the details pane open
(each move shows another film), paging a period (h/l: the header and the stale mark change at
once; the chart follows the debounce, and its own redraw is not timed), and opening and closing
the pane (Enter, and Esc, which the browser takes as the Escape key only after 25 ms without the
rest of an escape sequence).

Usage: Benchmarks/browse-latency.py [path/to/boxoffice-cli] [rounds]
(default .build/release/boxoffice-cli, 100 rounds; build with `swift build -c release` first).
Prints the median, 90th percentile and maximum latency in milliseconds, and the median and
maximum bytes of each action's redraw.
"""

import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

QUIET = 0.040


def spawn(binary):
    pid, master = pty.fork()
    if pid == 0:
        env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": "/tmp"}
        os.execve(binary, [binary, "browse", "--sample"], env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 120, 0, 0))
    return pid, master


def drain(master, quiet=QUIET):
    """Bytes read until the terminal has been quiet for `quiet` seconds."""
    data = b""
    while True:
        ready, _, _ = select.select([master], [], [], quiet)
        if not ready:
            return data
        data += os.read(master, 65536)


def press(master, key):
    """Latency to the first byte of the redraw, and the redraw's bytes."""
    drain(master)
    start = time.perf_counter()
    os.write(master, key)
    ready, _, _ = select.select([master], [], [], 5)
    if not ready:
        raise RuntimeError(f"no redraw for {key!r}")
    first = time.perf_counter()
    data = os.read(master, 65536) + drain(master)
    return (first - start) * 1000, len(data)


def report(name, samples):
    latencies = sorted(s[0] for s in samples)
    sizes = sorted(s[1] for s in samples)
    p90 = latencies[int(0.9 * (len(latencies) - 1))]
    print(
        f"{name:<28} n={len(samples):<4} latency median {statistics.median(latencies):6.2f} ms"
        f"  p90 {p90:6.2f} ms  max {latencies[-1]:6.2f} ms"
        f"  bytes median {int(statistics.median(sizes)):5d}  max {sizes[-1]:5d}"
    )


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/boxoffice-cli"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    pid, master = spawn(binary)
    first = drain(master, quiet=0.5)
    if b"\x1b[?1049h" not in first:
        raise RuntimeError("the browser did not start: " + first[:200].decode(errors="replace"))
    moves, pane_moves, periods, opening, closing = [], [], [], [], []
    for index in range(rounds):
        key = b"j" if (index // 9) % 2 == 0 else b"k"
        moves.append(press(master, key))
    os.write(master, b"g\r")
    drain(master, quiet=0.3)
    for index in range(rounds):
        key = b"j" if (index // 9) % 2 == 0 else b"k"
        pane_moves.append(press(master, key))
    os.write(master, b"\x1b")
    drain(master, quiet=0.3)
    for index in range(rounds // 2):
        periods.append(press(master, b"h"))
        drain(master, quiet=0.4)  # the debounced chart, not timed
        periods.append(press(master, b"l"))
        drain(master, quiet=0.4)
    for _ in range(rounds // 2):
        opening.append(press(master, b"\r"))
        closing.append(press(master, b"\x1b"))
    os.write(master, b"q")
    _, status = os.waitpid(pid, 0)
    print(
        f"boxoffice-cli browse --sample, 120x30, {rounds} rounds, exit status "
        f"{os.waitstatus_to_exitcode(status)}; first screen {len(first)} bytes"
    )
    report("move the selection", moves)
    report("move with the pane open", pane_moves)
    report("previous/next period", periods)
    report("open the pane (Enter)", opening)
    report("close the pane (Esc)", closing)


if __name__ == "__main__":
    main()
