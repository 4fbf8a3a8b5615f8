import type { UserInfo } from '../../sdk/stores/user-info-store';

/** A verified player as the login reply stores it. */
export const samplePlayer: UserInfo = {
  sessionToken: 'tok-1', userOpenId: 'u1', firstName: 'sara', userName: 'sara.k', phone: '971501234567',
  verifiedStatus: 3, realName: 'Sara Khan', registerIdCardType: 1, headImgUrl: '', isNew: false, extCode: '',
};
