"""The address friends open: ``serve --host 0.0.0.0`` gives them this computer's LAN address (the invite link uses
it), a server on a loopback address has none to give."""

from __future__ import annotations

from tricktable.interfaces.web import share


def test_a_server_on_every_interface_is_shared_at_its_lan_address(monkeypatch):
    monkeypatch.setattr(share, "lan_address", lambda: "192.168.1.20")
    assert share.share_url("0.0.0.0", 8000) == "http://192.168.1.20:8000"
    assert share.share_url("::", 8080) == "http://192.168.1.20:8080"


def test_a_loopback_server_has_no_address_to_share_and_another_address_is_its_own():
    assert share.share_url("127.0.0.1", 8000) is None and share.share_url("localhost", 8000) is None
    assert share.share_url("::1", 8000) is None
    assert share.share_url("192.168.1.5", 80) == "http://192.168.1.5:80"
    assert share.share_url("fd00::5", 80) == "http://[fd00::5]:80"


def test_without_a_network_nothing_is_shared(monkeypatch):
    monkeypatch.setattr(share, "lan_address", lambda: None)
    assert share.share_url("0.0.0.0", 8000) is None


def test_the_lan_address_is_never_a_loopback_one():
    address = share.lan_address()
    assert address is None or not address.startswith("127.")
