"""Local servers the tests start (JupyterLab, Voilà): a port nobody else will take, and waiting until it answers.

A port the system hands out on request (bind to port 0) can be handed out again, once released, to anything on the
machine: a notebook kernel started by another test binds its ZeroMQ sockets that way. So a test server takes a
port below the system's ephemeral range, which the system never hands out, and is told not to move to another one
when it finds it taken (``port_retries=0``): then it stops with a clear error rather than leaving the test talking
to a kernel's socket.
"""

from __future__ import annotations

import random
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
# below the ephemeral range: wide enough that parallel test workers rarely try the same port
SPAN = 12_000


def _ephemeral_floor() -> int:
    """The lowest port the system hands out on request; Linux's default where the setting cannot be read."""
    try:
        return int(EPHEMERAL_RANGE.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    """A port on 127.0.0.1 that is free now and that the system will not hand to anyone else."""
    top = _ephemeral_floor()
    pick = random.SystemRandom()  # not a game's randomness: two test workers must not choose alike
    for _ in range(100):
        port = pick.randrange(max(1024, top - SPAN), top)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port below {top} after 100 tries")


def _wait_for(url: str, process: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    """Return once ``url`` answers; raise with the server's log if it exits or stays silent."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"{url} did not answer in {timeout:.0f} s:\n{log.read_text()[-3000:]}")


def serve(command: list[str], url: str, tmp: Path, env: dict, cwd: Path):
    """Run ``command`` until the generator is closed, yielding its log (``tmp``/server.log) once ``url`` answers."""
    log = tmp / "server.log"
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env)
    try:
        _wait_for(url, process, log)
        yield log
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
