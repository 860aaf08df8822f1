"""Run the web app with a trained policy and an HTTP bot allowed, as ``serve --allow-bot`` would
(tests/web/test_browser_offered_bots.py). The policy (random weights, callbreak/master) is written beside the
database. Usage: serve_bots.py PORT DB"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "rl"))

from minigame import register  # noqa: E402
from test_rl_policy import random_policy  # noqa: E402

if __name__ == "__main__":
    import uvicorn

    from tricktable.interfaces.web import create_app

    register()
    port, db = int(sys.argv[1]), sys.argv[2]
    policy = random_policy(Path(db).parent, "callbreak/master")
    app = create_app(db, allow_bots=[f"policy:{policy}", "http://127.0.0.1:9"])
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
