// The workspace store for every component under the shell, apart from the app context: the
// platform floor (client, settings, status) sits below the workspace and must not know it.
import { createContext, useContext } from 'solid-js';
import type { WorkspaceStore } from './workspace-store';

export const WorkspaceContext = createContext<WorkspaceStore>();

export function useWorkspace(): WorkspaceStore {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace outside <WorkspaceContext.Provider>');
  return value;
}
