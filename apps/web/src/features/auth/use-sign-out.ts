import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../lib/query-keys';
import { signOut } from './api';

/**
 * Sign out, forget everything cached for the old session (lists include private sets, `me`), and
 * land on the public explore page, which needs no session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ queryKey: queryKeys.quizSets });
      queryClient.removeQueries({ queryKey: queryKeys.buildData });
      navigate('/public');
    },
  });
}
