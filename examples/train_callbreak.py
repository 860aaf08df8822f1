"""Train a Callbreak policy with sb3-contrib's MaskablePPO on tricktable's Gymnasium env, export it for numpy play.

    pip install -e '.[rl]' torch==2.13.0 sb3-contrib      # torch first: see docs/rl.md
    python examples/train_callbreak.py --minutes 8 --out callbreak_policy.npz
    tricktable arena --variant callbreak/master --players policy:callbreak_policy.npz,heuristic --deals 500 -j 2

The learner sits in seat 0 against three ``heuristic`` players (``--opponents``); one episode is one hand and the
reward is the learner's Callbreak score for it. Training stops after ``--minutes`` of wall time (at most 10 on a
2-core machine), then the policy network (two tanh layers and the action logits) is written with
``tricktable.rl.policy.save_policy``; ``policy:PATH`` plays it with numpy alone, taking the legal action with the
highest logit. The script checks that the exported network gives the same logits as torch before it saves.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from tricktable.rl import gym_env
from tricktable.rl.policy import PolicyPlayer, save_policy

VARIANT = "callbreak/master"


class StopAfter(BaseCallback):
    """Stop training once the wall-clock budget is spent; print progress every minute."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds, self.start, self.shown = seconds, time.monotonic(), 0.0

    def _on_step(self) -> bool:
        spent = time.monotonic() - self.start
        if spent - self.shown >= 60:
            self.shown = spent
            print(f"{spent / 60:.1f} min: {self.num_timesteps} steps", flush=True)
        return spent < self.seconds


def export(model: MaskablePPO) -> list[tuple[np.ndarray, np.ndarray]]:
    """The policy MLP's weights as ``[(W, b), ...]``, the last layer being the action logits."""
    linears = [m for m in model.policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
    linears.append(model.policy.action_net)
    return [(m.weight.detach().cpu().numpy(), m.bias.detach().cpu().numpy()) for m in linears]


def check_export(model: MaskablePPO, weights, env) -> None:
    """The numpy network must give torch's logits on real observations."""
    from tricktable.engine import get_game

    player = PolicyPlayer(get_game(VARIANT), weights)
    obs, _ = env.reset(seed=123)
    for _ in range(5):
        with torch.no_grad():
            t = torch.as_tensor(obs[None], dtype=torch.float32)
            latent = model.policy.mlp_extractor.forward_actor(model.policy.extract_features(t))
            expected = model.policy.action_net(latent)[0].numpy()
        assert np.allclose(player.logits(obs), expected, atol=1e-4), "exported network differs from torch"
        mask = env.action_masks()
        obs, _, done, _, _ = env.step(int(np.flatnonzero(mask)[0]))
        if done:
            obs, _ = env.reset()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--minutes", type=float, default=8.0, help="wall-clock training budget (default 8)")
    ap.add_argument("--out", default="callbreak_policy.npz", help="where to write the policy")
    ap.add_argument("--opponents", default="heuristic", help="player kind in the other three seats")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    torch.set_num_threads(1)
    env = gym_env(VARIANT, seat=0, opponents=args.opponents, observation="vector")
    env.reset(seed=args.seed)
    model = MaskablePPO("MlpPolicy", env, seed=args.seed, device="cpu", n_steps=2048, batch_size=256,
                        learning_rate=3e-4, gamma=1.0, ent_coef=0.01, policy_kwargs={"net_arch": [128, 128]},
                        verbose=0)
    start = time.monotonic()
    model.learn(total_timesteps=10**9, callback=StopAfter(60 * args.minutes))
    print(f"trained {model.num_timesteps} steps in {(time.monotonic() - start) / 60:.1f} min")
    weights = export(model)
    check_export(model, weights, gym_env(VARIANT, seat=0, opponents=args.opponents, observation="vector"))
    save_policy(args.out, weights, variant=VARIANT)
    print(f"saved {args.out}: play it with --players policy:{args.out},heuristic")


if __name__ == "__main__":
    main()
