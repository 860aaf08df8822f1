"""Learned beliefs about the hidden cards: where each card hidden from a seat probably is, from that seat's view.

``features`` turns a seat's view into the model's input and the true deal into its targets (data generation);
``model`` evaluates exported weights with NumPy alone (play time); ``data`` writes self-play shards; ``train`` fits
the network with PyTorch (the optional ``train`` extra) and exports the weights.
"""
