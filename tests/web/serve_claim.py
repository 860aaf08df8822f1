"""Run the web app with ``webtest/claim`` registered (tests/web/test_browser_claims.py). Usage: serve_claim.py PORT DB"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from claimgame import register  # noqa: E402

if __name__ == "__main__":
    import uvicorn

    from tricktable.interfaces.web import create_app

    register()
    port, db = int(sys.argv[1]), sys.argv[2]
    app = create_app(db)
    app.state.rooms.claim_seconds = 120.0  # a room's claim waits long enough for a loaded machine's clicks
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
