"""What the AI pool's parts load (issue 24: ``ai_pool`` split into ``ai_admission``, ``ai_workers``, ``ai_ray`` and
``ai_tasks``): a worker process imports only what it runs, never the web framework (``web/__init__`` makes
``create_app`` on first use), and a server thinking on its own workers never loads Ray (``ai_ray`` imports it only
when that backend is made)."""

from __future__ import annotations

import subprocess
import sys

#: in a fresh interpreter: what a spawned worker imports to run its first decision (its initializer and the task),
#: then what a server on its own workers makes and warms; prints the heavy packages that were loaded
FRESH = """
import asyncio, json, sys
from tricktable.interfaces.web.ai_workers import _worker_init
from tricktable.interfaces.web.ai_tasks import choose
from tricktable.engine import MatchSession, get_game

s = MatchSession(get_game("callbreak/master"), seed=1, first_dealer=0)
s.start_next_hand()
view = s.game.view(s.state, s.to_act())
assert choose(s.game.key, json.dumps(s.game.options(), sort_keys=True, default=str), "heuristic", 1, view,
              s.legal()) in s.legal()
worker = sorted(m for m in ("fastapi", "starlette", "uvicorn", "ray") if m in sys.modules)

from tricktable.interfaces.web.ai_pool import AIPool

async def server() -> None:
    pool = AIPool(processes=0)
    try:
        await pool.warm()
    finally:
        pool.close()

asyncio.run(server())
print(json.dumps({"worker": worker, "server": "ray" in sys.modules}))
"""


def test_a_worker_loads_no_web_framework_and_a_server_on_its_own_workers_no_ray():
    import json

    done = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert loaded == {"worker": [], "server": False}
