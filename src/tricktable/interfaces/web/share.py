"""The address friends open: a server listening on every interface (``serve --host 0.0.0.0``) is reached by
others at this computer's address on the network, not at ``127.0.0.1``; the room page's invite link uses it."""

from __future__ import annotations

import ipaddress
import socket

WILDCARDS = ("0.0.0.0", "::", "")


def lan_address() -> str | None:
    """This computer's address on its local network (the one its default route leaves from), or None. No packet
    is sent: connecting a UDP socket only picks the interface."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))
            address = s.getsockname()[0]
    except OSError:
        return None
    ip = ipaddress.ip_address(address)
    return None if ip.is_loopback or ip.is_unspecified else address


def share_url(host: str, port: int) -> str | None:
    """The base URL to give friends for a server listening on ``host``: the LAN address when it listens on every
    interface, the address itself when it is not a loopback one, else None (only this computer can reach it)."""
    if host in WILDCARDS:
        address = lan_address()
    else:
        try:
            address = None if ipaddress.ip_address(host.strip("[]")).is_loopback else host
        except ValueError:
            address = None if host == "localhost" else host
    if address is None:
        return None
    if ":" in address:
        address = f"[{address}]"
    return f"http://{address}:{port}"
