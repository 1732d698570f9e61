"""Is this address this machine? (tests/conftest.py refuses every other one.)"""

from __future__ import annotations

import ipaddress
from typing import Any

LOCAL_NAMES = {"localhost", "localhost.localdomain", "", None}


def is_local(host: Any) -> bool:
    if isinstance(host, bytes):
        host = host.decode(errors="replace")
    if host in LOCAL_NAMES:
        return True
    try:
        address = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified
