"""Run the web app with the test game registered (for the browser tests and for looking at pages by hand).

Usage: python tests/web/serve_dev.py PORT DB
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from minigame import register  # noqa: E402

if __name__ == "__main__":
    import uvicorn

    from tricktable.interfaces.web import create_app

    register()
    port, db = int(sys.argv[1]), sys.argv[2]
    print(f"http://127.0.0.1:{port}/", flush=True)
    # One server serves a whole test worker's browser tests, all from one address: the limit on profile codes
    # (a burst of 10, a new one each 5 s) would refuse a test for what earlier tests asked. test_profiles.py checks
    # the limit itself on an app of its own.
    app = create_app(db, profile_code_rate=(50.0, 1000.0))
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
