"""The test servers' ports: never one the system could hand to a kernel's socket while the server starts."""

from __future__ import annotations

import socket

import pytest

from tests import servers


def test_a_server_port_lies_below_the_range_the_system_hands_out():
    floor = servers._ephemeral_floor()
    with socket.socket() as s:  # what a kernel's ZeroMQ socket gets when it asks for any port
        s.bind(("127.0.0.1", 0))
        handed_out = s.getsockname()[1]
    assert handed_out >= floor
    ports = {servers.free_port() for _ in range(50)}
    assert all(1024 <= port < floor for port in ports)
    assert len(ports) > 40  # spread out, so parallel test workers seldom try the same one


def test_a_taken_port_is_not_offered(monkeypatch):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        port = taken.getsockname()[1]
        monkeypatch.setattr(servers, "_ephemeral_floor", lambda: port + 1)
        monkeypatch.setattr(servers, "SPAN", 1)  # the only candidate is the taken port
        with pytest.raises(RuntimeError, match=f"no free port below {port + 1}"):
            servers.free_port()
