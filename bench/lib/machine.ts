import { cpus, totalmem, loadavg, release } from 'node:os';
import { readFileSync } from 'node:fs';

/** What the benchmarks ran on, for the report's header. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  loadAverage: number;
}

function cpuModel(): string {
  const model = cpus()[0]?.model?.trim() ?? 'unknown';
  try {
    // Virtual machines often report only the vendor's family name; add family/model numbers.
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.+)$`, 'm').exec(info)?.[1]?.trim();
    const flags = field('flags') ?? '';
    const simd = ['avx512f', 'avx2', 'fma'].filter((f) => flags.split(' ').includes(f)).join(', ');
    return `${model} (family ${field('cpu family')}, model ${field('model')}${simd ? `; ${simd}` : ''})`;
  } catch {
    return model;
  }
}

export function machineInfo(): MachineInfo {
  return {
    cpuModel: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${process.platform} ${release()}`,
    loadAverage: loadavg()[0],
  };
}
