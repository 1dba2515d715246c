"""Reference timing for the similarity benchmark: NumPy (OpenBLAS) on the same float32 vectors.

Usage: numpy-similarity.py VECTORS.f32 N D REPEATS
Reads N x D little-endian float32 values (row-major), then times, REPEATS times each:
  matmul: S = X @ X.T (NumPy's BLAS path; the threads come from OPENBLAS_NUM_THREADS)
  upper:  S = X @ X.T followed by the strict upper triangle, row-major (the service's output)
Prints one JSON object with the times in seconds and a checksum of the upper triangle.
"""
import json
import sys
import time

import numpy as np


def main() -> None:
    path, n, d, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    x = np.fromfile(path, dtype="<f4", count=n * d).reshape(n, d)
    # Boolean masking is the fastest NumPy idiom measured for the triangle (triu_indices is ~5x slower).
    x @ x.T  # warm-up: starts the BLAS threads
    matmul, upper = [], []
    flat = None
    for _ in range(repeats):
        t0 = time.perf_counter()
        s = x @ x.T
        matmul.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        s = x @ x.T
        flat = s[np.triu(np.ones((n, n), dtype=bool), 1)]
        upper.append(time.perf_counter() - t0)
    print(json.dumps({
        "numpy": np.__version__,
        "matmul": matmul,
        "upper": upper,
        "checksum": float(flat.astype(np.float64).sum()) if flat is not None else 0.0,
        "values": int(flat.size) if flat is not None else 0,
    }))


if __name__ == "__main__":
    main()
