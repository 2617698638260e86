"""Starting an engine's program so that it ends with us.

On Linux the child asks the kernel for SIGKILL when its parent dies (``prctl(PR_SET_PDEATHSIG)``,
set between fork and exec), so even a killed app leaves no orphan. The signal follows the
*thread* that started the child: start engines from a thread that lives as long as they do
(the main thread, or the engine's own worker). Everywhere, the processes still running at a
normal exit are killed (:func:`kill_all`, registered with :mod:`atexit`).
"""

from __future__ import annotations

import atexit
import ctypes
import ctypes.util
import os
import signal
import subprocess
import sys
import weakref
from collections.abc import Callable, Sequence

PR_SET_PDEATHSIG = 1
_live: weakref.WeakSet[subprocess.Popen[bytes]] = weakref.WeakSet()


def _death_signal(parent: int) -> Callable[[], None] | None:
    """The preexec function that sets the parent-death signal (None off Linux, or without
    a C library to call)."""
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name or "libc.so.6", use_errno=True)
    except OSError:
        return None
    prctl = libc.prctl

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the call: follow it now
            os._exit(1)

    return preexec


def start(argv: Sequence[str], folder: str = "") -> subprocess.Popen[bytes]:
    """The program running with pipes for its standard input, output and error; OSError when
    it cannot start (missing, not executable, a folder that does not exist)."""
    process = subprocess.Popen(
        list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        cwd=folder or None, preexec_fn=_death_signal(os.getpid()),
    )
    _live.add(process)
    return process


def kill_all() -> None:
    """Kill every engine process still running (at exit)."""
    for process in list(_live):
        if process.poll() is None:
            try:
                process.kill()
                process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass


atexit.register(kill_all)
