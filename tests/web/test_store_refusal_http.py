"""A request the store cannot serve, from a route that does not catch it itself, is refused by the app's refusals
(``refusals.install_refusals``): 503, ``store-unavailable``, in the asker's ``?lang=``."""

from __future__ import annotations

from tricktable.i18n import localizer
from tricktable.storage import StoreUnavailable


def test_a_read_the_store_cannot_serve_is_503_in_the_askers_language(client_factory, monkeypatch):
    client = client_factory()

    def broken(*args, **kwargs):
        raise StoreUnavailable("io-error", "injected: the disk failed")

    monkeypatch.setattr(client.app.state.store, "seat_for_token", broken)
    r = client.get("/api/games/g1/reviews?token=t&lang=ro")
    assert r.status_code == 503, r.text
    assert r.json() == {"code": "store-unavailable", "detail": localizer("ro")("store-unavailable")}
