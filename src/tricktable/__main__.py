"""``python -m tricktable`` runs the command line."""

from .interfaces.cli.app import main

main()
