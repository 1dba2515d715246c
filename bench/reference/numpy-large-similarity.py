"""Same-run reference for the large similarity jobs: NumPy (OpenBLAS) computes the same number of
similarity values from random unit vectors already in memory and writes them as float32 to
/dev/null, block by block (no embedding, no JSON, no compression).

Usage: numpy-large-similarity.py self N D | cross A B D
Prints one JSON object: seconds (product and writing), values, peak RSS in bytes (ru_maxrss)
and the BLAS reports (library, version, core type, threads) of numpy-similarity.py's
`blas_info`: threadpoolctl where installed, else OpenBLAS's own functions through ctypes (NumPy's
wheel in a Python without threadpoolctl).
"""
import importlib.util
import json
import resource
import sys
import time
from pathlib import Path

import numpy as np

BLOCK_ROWS = 512


def _kernel_reference():
    """numpy-similarity.py (a hyphenated file name, so loaded by path) for its `blas_info`."""
    spec = importlib.util.spec_from_file_location("numpy_similarity", Path(__file__).with_name("numpy-similarity.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


blas_info = _kernel_reference().blas_info


def unit_vectors(rng: np.random.Generator, n: int, d: int) -> np.ndarray:
    x = rng.standard_normal((n, d), dtype=np.float32)
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    return x


def main() -> None:
    rng = np.random.default_rng(7)
    values = 0
    with open("/dev/null", "wb") as sink:
        if sys.argv[1] == "self":
            n, d = int(sys.argv[2]), int(sys.argv[3])
            x = unit_vectors(rng, n, d)
            t0 = time.perf_counter()
            for start in range(0, n, BLOCK_ROWS):
                end = min(n, start + BLOCK_ROWS)
                block = x[start:end] @ x[start:].T
                for r in range(end - start):
                    row = block[r, r + 1:]
                    sink.write(row.tobytes())
                    values += row.size
        else:
            a, b, d = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
            xa, xb = unit_vectors(rng, a, d), unit_vectors(rng, b, d)
            t0 = time.perf_counter()
            for start in range(0, a, 64):
                block = xa[start:start + 64] @ xb.T
                sink.write(block.tobytes())
                values += block.size
        seconds = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"seconds": seconds, "values": values, "peak": peak, "numpy": np.__version__, "blas": blas_info()}))


if __name__ == "__main__":
    main()
