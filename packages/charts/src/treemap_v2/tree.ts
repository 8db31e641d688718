import type { DataRecord, DataRecordValue } from '../types.js';

/** A node of the hierarchy the rows fold into: its path's values and summed metrics. */
export interface TreeNode {
  /** The node's own dimension value. */
  value: DataRecordValue;
  /** The dimension values from the top level down to this node. */
  path: DataRecordValue[];
  /** The primary metric summed over the rows under the node. */
  metric: number;
  /** The secondary metric summed likewise (sunburst's colour), when there is one. */
  secondary: number;
  children: TreeNode[];
}

const toNumber = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== undefined && Number.isFinite(n) ? n : 0;
};

/**
 * Folds rows into a tree over the hierarchy columns: one node per distinct value under its
 * parent (first-seen order), metrics summed upwards; a null is a value like any other
 * (`<NULL>` when shown).
 */
export function buildTree(
  rows: DataRecord[],
  columns: string[],
  metric: string,
  secondary?: string,
): TreeNode[] {
  const roots: TreeNode[] = [];
  const index = new Map<string, TreeNode>();
  for (const row of rows) {
    const value = toNumber(row[metric]);
    const secondValue = secondary ? toNumber(row[secondary]) : 0;
    let siblings = roots;
    const path: DataRecordValue[] = [];
    for (const column of columns) {
      const own = (row[column] ?? null) as DataRecordValue;
      path.push(own);
      const key = JSON.stringify(path);
      let node = index.get(key);
      if (!node) {
        node = { value: own, path: [...path], metric: 0, secondary: 0, children: [] };
        index.set(key, node);
        siblings.push(node);
      }
      node.metric += value;
      node.secondary += secondValue;
      siblings = node.children;
    }
  }
  return roots;
}

/** The key a node stands for in the label map (its path, unique across levels). */
export const nodeKey = (path: DataRecordValue[]) => JSON.stringify(path);
