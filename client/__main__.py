"""Entry point of ``helsinki-qt`` (also ``python -m client``)."""

import sys

from client.cli import main

if __name__ == "__main__":
    sys.exit(main())
